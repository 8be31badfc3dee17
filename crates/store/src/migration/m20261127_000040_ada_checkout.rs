//! A cart paid in ADA (issue 16): one transaction with an output per project, so each donation of
//! the checkout keeps the address its output pays (the project's wallet or the payout address).

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(Table::alter().table("donations").add_column(string_len_null("pays_to", 200)).to_owned())
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.alter_table(Table::alter().table("donations").drop_column("pays_to").to_owned()).await
    }
}
