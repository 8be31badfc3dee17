//! Creating a project takes an `Idempotency-Key` (issue 14): the key and the fingerprint of the
//! request it was first used with, unique per organization, so a double-clicked Publish makes one
//! project.

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

use super::index;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for column in ["idempotency_key", "request_hash"] {
            manager
                .alter_table(Table::alter().table("projects").add_column(string_len_null(column, 255)).to_owned())
                .await?;
        }
        manager
            .create_index(
                index("projects", "projects_idempotency", &["identity_id", "idempotency_key"]).unique().to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_index(Index::drop().name("projects_idempotency").table("projects").to_owned()).await?;
        for column in ["request_hash", "idempotency_key"] {
            manager.alter_table(Table::alter().table("projects").drop_column(column).to_owned()).await?;
        }
        Ok(())
    }
}
