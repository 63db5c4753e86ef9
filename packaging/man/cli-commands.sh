#!/bin/sh
# Writes a help2man include file with a COMMANDS section: every command of postmark-cli (as its --help
# lists them) with its own --help, so that the manual page gives every command and option.
#   cli-commands.sh POSTMARK_CLI OUT
set -eu
cli=$1
out=$2
{
    echo "[COMMANDS]"
    for command in $("$cli" --help | sed -n 's/^  \([a-z][a-z-]*\)  .*/\1/p'); do
        echo ".SS $command"
        echo ".nf"
        # roff: a backslash is written \e, and a line may not start with a dot or an apostrophe.
        "$cli" "$command" --help | sed -e 's/\\/\\e/g' -e "s/^\([.']\)/\\\\\&\1/"
        echo ".fi"
    done
} >"$out"
