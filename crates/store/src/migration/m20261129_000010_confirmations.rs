//! ADA settles only after `chain.confirmations` blocks (issue 32.2): a pending donation whose
//! transaction is on chain but not deep enough yet keeps how deep it was last seen, for the
//! donor's "confirming, n of k".

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(Table::alter().table("donations").add_column(integer_null("confirmations")).to_owned())
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.alter_table(Table::alter().table("donations").drop_column("confirmations").to_owned()).await
    }
}
