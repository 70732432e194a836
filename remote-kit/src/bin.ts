#!/usr/bin/env node
import { runTeamCli } from './release/cli';

void runTeamCli(process.argv.slice(2));
