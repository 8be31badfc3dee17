//! Closing an organization (issue 33): when, and by whom. Null while it is open. Nothing else
//! changes: its projects, donations, votes and results stay as they are (docs/ARCHITECTURE.md,
//! "Closing an organization").

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

use super::at_null;

#[derive(DeriveMigrationName)]
pub struct Migration;

const COLUMNS: [&str; 2] = ["closed_at", "closed_by"];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        // One column an ALTER: SQLite adds only one at a time.
        let columns = [at_null(COLUMNS[0]), uuid_null(COLUMNS[1])];
        for mut column in columns {
            manager.alter_table(Table::alter().table("organizations").add_column(&mut column).to_owned()).await?;
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for column in COLUMNS {
            manager.alter_table(Table::alter().table("organizations").drop_column(column).to_owned()).await?;
        }
        Ok(())
    }
}
