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
                table("impact_points", false)
                    .col(pk_uuid("id"))
                    .col(uuid("user_id"))
                    .col(big_integer("points"))
                    .col(string_len("kind", 16))
                    .col(string_len_uniq("cause", 128))
                    .col(uuid_null("project_id"))
                    .foreign_key(
                        ForeignKey::create()
                            .from("impact_points", "user_id")
                            .to("users", "id")
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        manager.create_index(index("impact_points", "impact_points_user", &["user_id", "created_at"])).await?;
        manager
            .create_table(
                table("comments", true)
                    .col(pk_uuid("id"))
                    .col(uuid("project_id"))
                    .col(uuid("identity_id"))
                    .col(uuid("user_id"))
                    .col(uuid_null("parent_id"))
                    .col(uuid_null("media_id"))
                    .col(text("content"))
                    .col(at_null("hidden_at"))
                    .foreign_key(
                        ForeignKey::create()
                            .from("comments", "project_id")
                            .to("projects", "id")
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .foreign_key(
                        ForeignKey::create()
                            .from("comments", "user_id")
                            .to("users", "id")
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        manager.create_index(index("comments", "comments_project", &["project_id", "parent_id", "created_at"])).await?;
        manager
            .create_table(
                table("comment_reactions", false)
                    .col(pk_uuid("id"))
                    .col(uuid("comment_id"))
                    .col(uuid("identity_id"))
                    .col(string_len("kind", 16))
                    .col(string_len("reaction", 64))
                    .foreign_key(
                        ForeignKey::create()
                            .from("comment_reactions", "comment_id")
                            .to("comments", "id")
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                index("comment_reactions", "comment_reactions_one", &["comment_id", "identity_id", "kind"])
                    .unique()
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for name in ["comment_reactions", "comments", "impact_points"] {
            manager.drop_table(Table::drop().table(name).to_owned()).await?;
        }
        Ok(())
    }
}
