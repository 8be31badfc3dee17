//! Application review (issue 16): a round may need operator approval of its projects, and each
//! review step (approved, changes requested, rejected, resubmitted) is kept with its message.
//! Existing rounds (the demo's among them) keep publishing at once.

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

use super::{index, table};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        // `CHANGES_REQUESTED` is longer than the 16 characters PostgreSQL kept for a status
        // (SQLite does not enforce lengths, and cannot alter a column).
        if manager.get_database_backend() == sea_orm::DatabaseBackend::Postgres {
            manager
                .alter_table(Table::alter().table("projects").modify_column(string_len("status", 32)).to_owned())
                .await?;
        }
        manager
            .alter_table(
                Table::alter().table("rounds").add_column(boolean("projects_need_approval").default(false)).to_owned(),
            )
            .await?;
        manager
            .create_table(
                table("project_reviews", false)
                    .col(pk_uuid("id"))
                    .col(uuid("project_id"))
                    .col(string_len("action", 32))
                    .col(text_null("message"))
                    .col(uuid("actor_id"))
                    .foreign_key(
                        ForeignKey::create()
                            .from("project_reviews", "project_id")
                            .to("projects", "id")
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        manager.create_index(index("project_reviews", "project_reviews_project", &["project_id", "created_at"])).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table("project_reviews").to_owned()).await?;
        manager.alter_table(Table::alter().table("rounds").drop_column("projects_need_approval").to_owned()).await
    }
}
