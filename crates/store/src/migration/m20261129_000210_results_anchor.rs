//! Where a frozen round's commitment is anchored on Cardano (docs/PROOFS.md §6c, issue 34): the
//! transaction, its network, the pack hash it carries and when it was recorded. Null until the
//! round is anchored (and for rounds frozen before anchoring existed).

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

use super::at_null;

#[derive(DeriveMigrationName)]
pub struct Migration;

const COLUMNS: [&str; 4] = ["anchor_tx", "anchor_network", "pack_sha256", "anchored_at"];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        // One column an ALTER: SQLite adds only one at a time.
        let columns = [
            string_len_null(COLUMNS[0], 64),
            string_len_null(COLUMNS[1], 16),
            string_len_null(COLUMNS[2], 64),
            at_null(COLUMNS[3]),
        ];
        for mut column in columns {
            manager.alter_table(Table::alter().table("round_results").add_column(&mut column).to_owned()).await?;
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for column in COLUMNS {
            manager.alter_table(Table::alter().table("round_results").drop_column(column).to_owned()).await?;
        }
        Ok(())
    }
}
