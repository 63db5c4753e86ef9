#!/bin/sh
# A program that reads what it is told and answers nothing.
while read -r line; do :; done
