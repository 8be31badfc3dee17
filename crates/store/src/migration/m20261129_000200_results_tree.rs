//! The commitment to a frozen round's contribution rows (docs/PROOFS.md, issue 34) is stored with
//! its results, so the results page names the Merkle root donors' proofs lead to without the
//! audit pack's manifest.json. Rounds frozen before this have none (null).

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

const COLUMNS: [&str; 3] = ["tree_version", "tree_leaf_count", "tree_root"];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        // One column an ALTER: SQLite adds only one at a time.
        for mut column in [integer_null(COLUMNS[0]), big_integer_null(COLUMNS[1]), string_len_null(COLUMNS[2], 64)] {
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
