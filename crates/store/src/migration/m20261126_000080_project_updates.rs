//! Project updates (issue 16): what an organization posts on its project, and the supporters who
//! asked not to receive them by email (for one project, or `all`).

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

use super::{at_null, index, table};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                table("project_updates", true)
                    .col(pk_uuid("id"))
                    .col(uuid("project_id"))
                    .col(uuid("organization_id"))
                    .col(uuid("author_id"))
                    .col(string_len("title", 200))
                    .col(text("body"))
                    .col(uuid_null("media_id"))
                    .col(at_null("hidden_at"))
                    .foreign_key(
                        ForeignKey::create()
                            .from("project_updates", "project_id")
                            .to("projects", "id")
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(index("project_updates", "project_updates_project", &["project_id", "created_at"]))
            .await?;
        manager
            .create_table(
                table("update_unsubscribes", false)
                    .col(pk_uuid("id"))
                    .col(uuid("user_id"))
                    .col(string_len("scope", 40))
                    .foreign_key(
                        ForeignKey::create()
                            .from("update_unsubscribes", "user_id")
                            .to("users", "id")
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                index("update_unsubscribes", "update_unsubscribes_one", &["user_id", "scope"]).unique().to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table("update_unsubscribes").to_owned()).await?;
        manager.drop_table(Table::drop().table("project_updates").to_owned()).await
    }
}
