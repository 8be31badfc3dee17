//! How an organization hears of donations (issue 16): `each` (default), `daily` or `none`, and
//! when its last daily digest went out.

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

use super::at_null;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table("organizations")
                    .add_column(string_len("donation_notices", 16).default("each"))
                    .to_owned(),
            )
            .await?;
        manager
            .alter_table(Table::alter().table("organizations").add_column(at_null("digest_sent_at")).to_owned())
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for column in ["digest_sent_at", "donation_notices"] {
            manager.alter_table(Table::alter().table("organizations").drop_column(column).to_owned()).await?;
        }
        Ok(())
    }
}
