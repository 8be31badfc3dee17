use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

use super::{at, table};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                table("rounds", true)
                    .col(pk_uuid("id"))
                    .col(integer_uniq("number"))
                    .col(string_len("name", 200))
                    .col(text("description"))
                    .col(big_integer("pool_cents"))
                    .col(string_null("cover_url"))
                    .col(at("submission_start_at"))
                    .col(at("submission_end_at"))
                    .col(at("voting_start_at"))
                    .col(at("voting_end_at"))
                    .col(at("results_at"))
                    .col(string_len("algorithm", 16))
                    .col(json("params"))
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table("rounds").to_owned()).await
    }
}
