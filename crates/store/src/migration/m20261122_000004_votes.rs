use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

use super::{index, table};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                table("votes", false)
                    .col(pk_uuid("id"))
                    .col(uuid("user_id"))
                    .col(uuid("project_id"))
                    .col(uuid("round_id"))
                    .foreign_key(
                        ForeignKey::create()
                            .from("votes", "user_id")
                            .to("users", "id")
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .foreign_key(
                        ForeignKey::create()
                            .from("votes", "project_id")
                            .to("projects", "id")
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        // One vote per person per project, enforced by the database even under concurrent requests.
        manager
            .create_index(index("votes", "votes_one_per_person", &["project_id", "user_id"]).unique().to_owned())
            .await?;
        manager.create_index(index("votes", "votes_round", &["round_id"])).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table("votes").to_owned()).await
    }
}
