// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

namespace postmark {

// Every message the core can give, as X(Code, stable_name). The stable name is what JSON output and logs
// carry; ui/text/messagecatalogue.cpp gives each code its words in Ukrainian and English.
#define POSTMARK_MESSAGE_CODES(X)                                                                            \
    X(None, none)                                                                                            \
    /* Joining parts */                                                                                      \
    X(JoinPlain, join_plain)                                                                                 \
    X(JoinComma, join_comma)                                                                                 \
    X(JoinAnd, join_and)                                                                                     \
    X(JoinOr, join_or)                                                                                       \
    X(JoinSemicolon, join_semicolon)                                                                         \
    X(Verbatim, verbatim)                                                                                    \
    X(Quoted, quoted)                                                                                        \
    /* Words */                                                                                              \
    X(White, white)                                                                                          \
    X(Black, black)                                                                                          \
    X(DayCount, day_count)                                                                                   \
    X(UnknownDate, unknown_date)                                                                             \
    X(SendRuleReceipt, send_rule_receipt)                                                                    \
    X(SendRuleDeparturePostmark, send_rule_departure_postmark)                                               \
    X(SendRuleSenderDate, send_rule_sender_date)                                                             \
    X(SendRuleUnknown, send_rule_unknown)                                                                    \
    X(ReceiptRuleArrivalPostmark, receipt_rule_arrival_postmark)                                             \
    X(ReceiptRuleRecipientDate, receipt_rule_recipient_date)                                                 \
    X(ReceiptRuleNotReceived, receipt_rule_not_received)                                                     \
    /* Chess: pieces and why a move cannot be read or played */                                              \
    X(PiecePawn, piece_pawn)                                                                                 \
    X(PieceKnight, piece_knight)                                                                             \
    X(PieceBishop, piece_bishop)                                                                             \
    X(PieceRook, piece_rook)                                                                                 \
    X(PieceQueen, piece_queen)                                                                               \
    X(PieceKing, piece_king)                                                                                 \
    X(NoMoveWritten, no_move_written)                                                                        \
    X(UnbalancedParenthesis, unbalanced_parenthesis)                                                         \
    X(NotAPromotionPiece, not_a_promotion_piece)                                                             \
    X(CyrillicLetterInEnglishNotation, cyrillic_letter_in_english_notation)                                  \
    X(UnexpectedCharacter, unexpected_character)                                                             \
    X(MoreThanTwoSquares, more_than_two_squares)                                                             \
    X(NoDestinationSquare, no_destination_square)                                                            \
    X(OriginNotASquare, origin_not_a_square)                                                                 \
    X(IccfDigitCount, iccf_digit_count)                                                                      \
    X(IccfDigitNotFileOrRank, iccf_digit_not_file_or_rank)                                                   \
    X(IccfPromotionDigit, iccf_promotion_digit)                                                              \
    X(CastlingRightLost, castling_right_lost)                                                                \
    X(CastlingSquaresNotEmpty, castling_squares_not_empty)                                                   \
    X(CastlingOutOfCheck, castling_out_of_check)                                                             \
    X(CastlingThroughAttack, castling_through_attack)                                                        \
    X(NoPieceOfSideToMoveOn, no_piece_of_side_to_move_on)                                                    \
    X(PieceNotOnSquare, piece_not_on_square)                                                                 \
    X(SquareHoldsOwnPiece, square_holds_own_piece)                                                           \
    X(NoPieceCanReach, no_piece_can_reach)                                                                   \
    X(OnlyPawnsPromote, only_pawns_promote)                                                                  \
    X(PromotionPieceMissing, promotion_piece_missing)                                                        \
    X(CannotPromoteTo, cannot_promote_to)                                                                    \
    X(DoesNotAnswerCheck, does_not_answer_check)                                                             \
    X(LeavesKingInCheck, leaves_king_in_check)                                                               \
    X(CouldBe, could_be)                                                                                     \
    X(CyrillicLetterReadAsFile, cyrillic_letter_read_as_file)                                                \
    X(RussianRookLetterRead, russian_rook_letter_read)                                                       \
    X(LatinLookalikeLetterRead, latin_lookalike_letter_read)                                                 \
    /* Chess: a FEN */                                                                                       \
    X(FenRankCount, fen_rank_count)                                                                          \
    X(FenRankTooLong, fen_rank_too_long)                                                                     \
    X(FenNotAPiece, fen_not_a_piece)                                                                         \
    X(FenRankSquares, fen_rank_squares)                                                                      \
    X(FenKingCount, fen_king_count)                                                                          \
    X(FenPawnOnBackRank, fen_pawn_on_back_rank)                                                              \
    X(FenCastlingField, fen_castling_field)                                                                  \
    X(FenCastlingNeedsRook, fen_castling_needs_rook)                                                         \
    X(FenCastlingNeedsKing, fen_castling_needs_king)                                                         \
    X(FenEnPassantNotASquare, fen_en_passant_not_a_square)                                                   \
    X(FenEnPassantWithoutDoubleStep, fen_en_passant_without_double_step)                                     \
    X(FenFieldCount, fen_field_count)                                                                        \
    X(FenSideToMove, fen_side_to_move)                                                                       \
    X(FenMissingClocks, fen_missing_clocks)                                                                  \
    X(FenHalfmoveClock, fen_halfmove_clock)                                                                  \
    X(FenMoveNumber, fen_move_number)                                                                        \
    X(FenMoveNumberZero, fen_move_number_zero)                                                               \
    X(FenOpponentInCheck, fen_opponent_in_check)                                                             \
    /* Documents, PGN and rule sets */                                                                       \
    X(NotAMoveCard, not_a_move_card)                                                                         \
    X(NoSuchCard, no_such_card)                                                                              \
    X(QueryIsAboutAMoveCard, query_is_about_a_move_card)                                                     \
    X(NoOverstepToClaim, no_overstep_to_claim)                                                               \
    X(NoClaimToObjectTo, no_claim_to_object_to)                                                              \
    X(FinishedGameNotAdjudicated, finished_game_not_adjudicated)                                             \
    X(NoLeaveNumber, no_leave_number)                                                                        \
    X(NoLeaveToAnnounce, no_leave_to_announce)                                                               \
    X(ClaimNotDecidedYet, claim_not_decided_yet)                                                             \
    X(GameNotAdjudicatedYet, game_not_adjudicated_yet)                                                       \
    X(NoMoveCardSentYet, no_move_card_sent_yet)                                                              \
    X(GameFinished, game_finished)                                                                           \
    X(NothingToRepeat, nothing_to_repeat)                                                                    \
    X(OverstepIsMine, overstep_is_mine)                                                                      \
    X(ClaimIsMine, claim_is_mine)                                                                            \
    X(NoCardSentYet, no_card_sent_yet)                                                                       \
    X(NoLeaveAnnounced, no_leave_announced)                                                                  \
    X(NothingDue, nothing_due)                                                                               \
    X(PgnNoResultToken, pgn_no_result_token)                                                                 \
    X(PgnResultMismatch, pgn_result_mismatch)                                                                \
    X(PgnResultAfterMate, pgn_result_after_mate)                                                             \
    X(PgnNotUtf8, pgn_not_utf8)                                                                              \
    X(PgnTagQuoting, pgn_tag_quoting)                                                                        \
    X(PgnVariationBeforeMove, pgn_variation_before_move)                                                     \
    X(PgnGamePlyIllegal, pgn_game_ply_illegal)                                                               \
    X(PgnGameFromSetUpPosition, pgn_game_from_set_up_position)                                               \
    X(PgnGameWithoutStartDate, pgn_game_without_start_date)                                                  \
    X(UnknownRuleSet, unknown_rule_set)                                                                      \
    X(UnknownRuleParameter, unknown_rule_parameter)                                                          \
    X(RuleParameterNotWholeNumber, rule_parameter_not_whole_number)                                          \
    X(MovesPerControlAtLeastOne, moves_per_control_at_least_one)                                             \
    /* Where a problem is in a file */                                                                       \
    X(WhereFile, where_file)                                                                                 \
    X(WhereCard, where_card)                                                                                 \
    X(WhereCardNumber, where_card_number)                                                                    \
    X(WhereEvent, where_event)                                                                               \
    X(WhereWhite, where_white)                                                                               \
    X(WhereBlack, where_black)                                                                               \
    X(WhereLeave, where_leave)                                                                               \
    X(WhereAdjustment, where_adjustment)                                                                     \
    X(WhereResult, where_result)                                                                             \
    X(WhereClaim, where_claim)                                                                               \
    X(WherePlayer, where_player)                                                                             \
    X(WhereGame, where_game)                                                                                 \
    X(WhereTeam, where_team)                                                                                 \
    X(WhereRound, where_round)                                                                               \
    X(WhereWithdrawal, where_withdrawal)                                                                     \
    /* Reading a JSON file (any key) */                                                                      \
    X(UnknownKey, unknown_key)                                                                               \
    X(KeyMissing, key_missing)                                                                               \
    X(MustBeText, must_be_text)                                                                              \
    X(NotADate, not_a_date)                                                                                  \
    X(MustBeDateList, must_be_date_list)                                                                     \
    X(MustBeMoveList, must_be_move_list)                                                                     \
    X(MustBeTrueOrFalse, must_be_true_or_false)                                                              \
    X(MustBeWholeNumber, must_be_whole_number)                                                               \
    X(MustBeObject, must_be_object)                                                                          \
    X(MustBeList, must_be_list)                                                                              \
    X(NotValidJson, not_valid_json)                                                                          \
    X(NotAJsonObject, not_a_json_object)                                                                     \
    X(NotThisFormat, not_this_format)                                                                        \
    X(VersionNotSupported, version_not_supported)                                                            \
    /* Reading a game file */                                                                                \
    X(NotWhiteOrBlack, not_white_or_black)                                                                   \
    X(NotACardKind, not_a_card_kind)                                                                         \
    X(AcceptsOddPlies, accepts_odd_plies)                                                                    \
    X(NotAQueryReason, not_a_query_reason)                                                                   \
    X(ReceiptOnUnregisteredCard, receipt_on_unregistered_card)                                               \
    X(NotANotation, not_a_notation)                                                                          \
    X(LeaveEndsBeforeItBegins, leave_ends_before_it_begins)                                                  \
    X(NotAScore, not_a_score)                                                                                \
    X(NotAResultHow, not_a_result_how)                                                                       \
    X(CardIdUsedTwice, card_id_used_twice)                                                                   \
    X(NoCardWithId, no_card_with_id)                                                                         \
    X(CardOfSamePlayer, card_of_same_player)                                                                 \
    X(CardOfPartner, card_of_partner)                                                                        \
    /* A card's dates (rules section 1, II.2.2) */                                                           \
    X(ReceivedBeforeSent, received_before_sent)                                                              \
    X(ArrivalBeforeDeparture, arrival_before_departure)                                                      \
    X(DateLongBeforeStart, date_long_before_start)                                                           \
    X(DateAfterAsOf, date_after_as_of)                                                                       \
    X(SentByReceipt, sent_by_receipt)                                                                        \
    X(SentByDeparturePostmark, sent_by_departure_postmark)                                                   \
    X(SentBySenderDate, sent_by_sender_date)                                                                 \
    X(SendDateUnknown, send_date_unknown)                                                                    \
    X(ReceivedByArrivalPostmark, received_by_arrival_postmark)                                               \
    X(ReceivedByRecipientDate, received_by_recipient_date)                                                   \
    X(NotReceivedYet, not_received_yet)                                                                      \
    X(BeatenWrittenDate, beaten_written_date)                                                                \
    X(BeatenDeparturePostmark, beaten_departure_postmark)                                                    \
    X(ReceiptDateBeats, receipt_date_beats)                                                                  \
    X(RegisteredWithoutReceipt, registered_without_receipt)                                                  \
    X(EarliestDeparturePostmarkCounts, earliest_departure_postmark_counts)                                   \
    X(WrittenDateDiffersFromPostmark, written_date_differs_from_postmark)                                    \
    X(RecipientDateBeforePostmark, recipient_date_before_postmark)                                           \
    X(TransitLongerThanStandard, transit_longer_than_standard)                                               \
    X(SentBeforeReceiptOfAnswered, sent_before_receipt_of_answered)                                          \
    /* Leave (II.7) */                                                                                       \
    X(LeaveWithoutNoticeDate, leave_without_notice_date)                                                     \
    X(LeaveNoticeAfterStart, leave_notice_after_start)                                                       \
    X(LeavePastYearlyCap, leave_past_yearly_cap)                                                             \
    /* The moves on the cards */                                                                             \
    X(NotThePlayersTurn, not_the_players_turn)                                                               \
    X(AcceptsWithoutVariant, accepts_without_variant)                                                        \
    X(AcceptsMorePliesThanProposed, accepts_more_plies_than_proposed)                                        \
    X(VariantPlyUnplayable, variant_ply_unplayable)                                                          \
    X(NoChessNotation, no_chess_notation)                                                                    \
    X(QueryUnfounded, query_unfounded)                                                                       \
    /* What a penalty is for (II.4.9–II.4.12) */                                                           \
    X(RepeatsWrongNumberOfPlies, repeats_wrong_number_of_plies)                                              \
    X(RepeatsWrongMove, repeats_wrong_move)                                                                  \
    X(IllegibleMove, illegible_move)                                                                         \
    X(CardWithoutMove, card_without_move)                                                                    \
    X(ImpossibleMove, impossible_move)                                                                       \
    X(RegisteredRequiredInTimeTrouble, registered_required_in_time_trouble)                                  \
    X(AddressError, address_error)                                                                           \
    X(LostCardRepeatedLate, lost_card_repeated_late)                                                         \
    /* The explanation of each figure */                                                                     \
    X(StartAfterLateNotice, start_after_late_notice)                                                         \
    X(StartOnOfficialStart, start_on_official_start)                                                         \
    X(PeriodFromReceipt, period_from_receipt)                                                                \
    X(EarliestCopyToArrive, earliest_copy_to_arrive)                                                         \
    X(PeriodFromStart, period_from_start)                                                                    \
    X(PeriodFromStartLateNotice, period_from_start_late_notice)                                              \
    X(PeriodToSent, period_to_sent)                                                                          \
    X(BookingOpen, booking_open)                                                                             \
    X(LessLeaveDays, less_leave_days)                                                                        \
    X(LessExcusedDays, less_excused_days)                                                                    \
    X(PlusDoubledDays, plus_doubled_days)                                                                    \
    X(EqualsDays, equals_days)                                                                               \
    X(PlayersMove, players_move)                                                                             \
    X(BookingOnMove, booking_on_move)                                                                        \
    X(BookingVariantReceiver, booking_variant_receiver)                                                      \
    X(BookingReplacement, booking_replacement)                                                               \
    X(BookingQueryDelay, booking_query_delay)                                                                \
    X(BookingRepeatAnswer, booking_repeat_answer)                                                            \
    X(InTheGame, in_the_game)                                                                                \
    X(OnCard, on_card)                                                                                       \
    X(PenaltyLateRepeat, penalty_late_repeat)                                                                \
    X(PenaltyAddedByJudge, penalty_added_by_judge)                                                           \
    X(PenaltyWaivedByJudge, penalty_waived_by_judge)                                                         \
    X(PenaltyFirstOffence, penalty_first_offence)                                                            \
    X(PenaltyRepeatOffence, penalty_repeat_offence)                                                          \
    X(LeaveExtension, leave_extension)                                                                       \
    X(DeadlineRepeatMove, deadline_repeat_move)                                                              \
    X(DeadlineNotifyJudge, deadline_notify_judge)                                                            \
    X(DeadlineFirstMoveInquiry, deadline_first_move_inquiry)                                                 \
    X(DeadlineInactivity, deadline_inactivity)                                                               \
    X(DeadlineQueryMove, deadline_query_move)                                                                \
    X(DeadlineClaim, deadline_claim)                                                                         \
    X(DeadlineAdjudication, deadline_adjudication)                                                           \
    X(Overstep, overstep)                                                                                    \
    X(OverstepWhileThinking, overstep_while_thinking)                                                        \
    X(RunningWaitingForPost, running_waiting_for_post)                                                       \
    X(RunningThinking, running_thinking)                                                                     \
    X(RunningAnswering, running_answering)                                                                   \
    X(RunningLeaveNotCounted, running_leave_not_counted)                                                     \
    X(RunningDaysLeft, running_days_left)                                                                    \
    X(RunningTimeTrouble, running_time_trouble)                                                              \
    /* The player's desk: logging, replying, the game's life */                                              \
    X(ClaimWindowOpen, claim_window_open)                                                                    \
    X(ClaimTooLate, claim_too_late)                                                                          \
    X(GameSuspendedByClaim, game_suspended_by_claim)                                                         \
    X(PartnersMove, partners_move)                                                                           \
    X(MoveNotPossible, move_not_possible)                                                                    \
    X(SenderDateMissing, sender_date_missing)                                                                \
    X(DateAfterToday, date_after_today)                                                                      \
    X(ReplyGoesRegistered, reply_goes_registered)                                                            \
    X(EndNotAfterStart, end_not_after_start)                                                                 \
    X(WhereMe, where_me)                                                                                     \
    X(MyNameMissing, my_name_missing)                                                                        \
    X(WherePartner, where_partner)                                                                           \
    X(PartnerIsSomeoneElse, partner_is_someone_else)                                                         \
    X(ReceiptNeedsNumberAndDate, receipt_needs_number_and_date)                                              \
    X(StatedPartnerTotalDiffers, stated_partner_total_differs)                                               \
    X(StatedMyTotalDiffers, stated_my_total_differs)                                                         \
    X(EndDateNotUpToToday, end_date_not_up_to_today)                                                         \
    X(PositionIsNotMate, position_is_not_mate)                                                               \
    X(MateScoredToMatingSide, mate_scored_to_mating_side)                                                    \
    X(DrawScoredHalf, draw_scored_half)                                                                      \
    X(ResignationWinsForPartner, resignation_wins_for_partner)                                               \
    X(ResultCountsWithGameRecord, result_counts_with_game_record)                                            \
    X(ClaimAlreadyRecorded, claim_already_recorded)                                                          \
    X(NoOverstepByPartner, no_overstep_by_partner)                                                           \
    X(ClaimDateNotUpToToday, claim_date_not_up_to_today)                                                     \
    X(ClaimNeedsNoticeReceipt, claim_needs_notice_receipt)                                                   \
    X(SealedMoveUnreadable, sealed_move_unreadable)                                                          \
    X(GameSuspendedUntilDecision, game_suspended_until_decision)                                             \
    X(MyCardsShowTheOverstepToo, my_cards_show_the_overstep_too)                                             \
    X(NoOverstepOfMine, no_overstep_of_mine)                                                                 \
    X(ObjectionWithinDays, objection_within_days)                                                            \
    X(LeaveUsedInYear, leave_used_in_year)                                                                   \
    X(NoLeaveTakenYet, no_leave_taken_yet)                                                                   \
    X(NoticeDateNotUpToToday, notice_date_not_up_to_today)                                                   \
    X(NoUnfinishedGame, no_unfinished_game)                                                                  \
    X(LeaveNoticeToEachPartner, leave_notice_to_each_partner)                                                \
    X(LeaveWouldPassCap, leave_would_pass_cap)                                                               \
    X(LeavePlannedInYear, leave_planned_in_year)                                                             \
    X(LeaveNoticeAfterItBegan, leave_notice_after_it_began)                                                  \
    X(InFile, in_file)                                                                                       \
    X(TournamentFileNotGames, tournament_file_not_games)                                                     \
    X(PlaysInNoGame, plays_in_no_game)                                                                       \
    X(GameCannotBeComputed, game_cannot_be_computed)                                                         \
    X(ObjectionDueFromNoticeSending, objection_due_from_notice_sending)                                      \
    X(MyLeaveNoticeSent, my_leave_notice_sent)                                                               \
    X(MyLeaveNoticeNotSent, my_leave_notice_not_sent)                                                        \
    X(ProblemAt, problem_at)                                                                                 \
    X(FieldKey, field_key)                                                                                   \
    /* The judge: claims, adjudications, appeals */                                                          \
    X(NoRightOfAppeal, no_right_of_appeal)                                                                   \
    X(DecisionReceiptNotRecorded, decision_receipt_not_recorded)                                             \
    X(DecisionReceivedAppealBy, decision_received_appeal_by)                                                 \
    X(AppealWithinDays, appeal_within_days)                                                                  \
    X(AppealWithinDaysOfUnknownReceipt, appeal_within_days_of_unknown_receipt)                               \
    X(NoDecisionToReceive, no_decision_to_receive)                                                           \
    X(ReceivedBeforeDecision, received_before_decision)                                                      \
    X(ClaimUpheld, claim_upheld)                                                                             \
    X(ClaimRejected, claim_rejected)                                                                         \
    X(ClaimPending, claim_pending)                                                                           \
    X(EvidenceOfAnotherPairing, evidence_of_another_pairing)                                                 \
    X(ClaimNoOverstep, claim_no_overstep)                                                                    \
    X(ClaimOverstepIsClaimants, claim_overstep_is_claimants)                                                 \
    X(ClaimOverstepHolds, claim_overstep_holds)                                                              \
    X(ObjectionDueAfterNotice, objection_due_after_notice)                                                   \
    X(ObjectionLate, objection_late)                                                                         \
    X(ObjectionInTime, objection_in_time)                                                                    \
    X(NoticeReceiptNotRecorded, notice_receipt_not_recorded)                                                 \
    X(ClaimAppealed, claim_appealed)                                                                         \
    X(ClaimDecidedOn, claim_decided_on)                                                                      \
    X(CommitteeRuledOn, committee_ruled_on)                                                                  \
    X(CommitteeDecides, committee_decides)                                                                   \
    X(NoPairingNumber, no_pairing_number)                                                                    \
    X(DoesNotPlayInGame, does_not_play_in_game)                                                              \
    X(DecisionNeedsDate, decision_needs_date)                                                                \
    X(DecidedBeforeClaimSent, decided_before_claim_sent)                                                     \
    X(NoDecisionToAppeal, no_decision_to_appeal)                                                             \
    X(DoesNotPlayInThisGame, does_not_play_in_this_game)                                                     \
    X(CommitteeRulesOnlyOnAppeal, committee_rules_only_on_appeal)                                            \
    X(RuledBeforeAppeal, ruled_before_appeal)                                                                \
    X(PenaltyOnlyForRejectedClaim, penalty_only_for_rejected_claim)                                          \
    X(PacketReceived, packet_received)                                                                       \
    X(PacketNotReceived, packet_not_received)                                                                \
    X(WhereAdjudication, where_adjudication)                                                                 \
    X(AdjudicatedAgainFinal, adjudicated_again_final)                                                        \
    X(AdjudicationAppealed, adjudication_appealed)                                                           \
    X(AdjudicatedOn, adjudicated_on)                                                                         \
    X(NeitherSentPacket, neither_sent_packet)                                                                \
    X(BothAssessTheSame, both_assess_the_same)                                                               \
    X(AdjudicatorDecidesOnPackets, adjudicator_decides_on_packets)                                           \
    X(AdjudicatorDecidesNoAppealWithoutPacket, adjudicator_decides_no_appeal_without_packet)                 \
    X(PacketsDue, packets_due)                                                                               \
    X(NoPacketNoAppeal, no_packet_no_appeal)                                                                 \
    X(SecondAdjudicationOnlyAfterAppeal, second_adjudication_only_after_appeal)                              \
    X(SecondAdjudicatorIsAnotherJudge, second_adjudicator_is_another_judge)                                  \
    /* The judge: a new event, the agenda, the registers */                                                  \
    X(PostmarkFinds, postmark_finds)                                                                         \
    X(ClaimantsFileCannotBeComputed, claimants_file_cannot_be_computed)                                      \
    X(SuspendedUntilJudgeDecides, suspended_until_judge_decides)                                             \
    X(FinishedWithoutRecordedResult, finished_without_recorded_result)                                       \
    X(FileMatchesNoPairing, file_matches_no_pairing)                                                         \
    X(WhereLine, where_line)                                                                                 \
    X(NotAWholeNumber, not_a_whole_number)                                                                   \
    X(EventEndMissing, event_end_missing)                                                                    \
    X(WhereRegulation, where_regulation)                                                                     \
    X(NotAWholeNumberOrOff, not_a_whole_number_or_off)                                                       \
    X(RoundRobinNeedsTwoPlayers, round_robin_needs_two_players)                                              \
    X(BergerTablesPairAtMost, berger_tables_pair_at_most)                                                    \
    X(WherePlayerNumber, where_player_number)                                                                \
    X(NameAlreadyPlayer, name_already_player)                                                                \
    X(HowNeedsResult, how_needs_result)                                                                      \
    X(NotAPlayerOfTheEvent, not_a_player_of_the_event)                                                       \
    X(WithdrawalDateBeforeStart, withdrawal_date_before_start)                                               \
    /* Reading a tournament file */                                                                          \
    X(IdUsedByAnotherPlayer, id_used_by_another_player)                                                      \
    X(WhereGameNumber, where_game_number)                                                                    \
    X(PairedWithThemself, paired_with_themself)                                                              \
    X(AlreadyMeetInAnotherGame, already_meet_in_another_game)                                                \
    X(AlreadyMeetWithTheseColours, already_meet_with_these_colours)                                          \
    X(CyclesOneOrTwo, cycles_one_or_two)                                                                     \
    X(NotATournamentResult, not_a_tournament_result)                                                         \
    X(RegisteredRequiredPastTheLimit, registered_required_past_the_limit)                                    \
    X(RunningDaysOverTheLimit, running_days_over_the_limit)                                                  \
    X(HowWithoutResult, how_without_result)                                                                  \
    X(WhereWithdrawalNumber, where_withdrawal_number)                                                        \
    X(AlreadyWithdrawn, already_withdrawn)                                                                   \
    X(NotAWithdrawalDecision, not_a_withdrawal_decision)                                                     \
    X(ListedTwice, listed_twice)                                                                             \
    X(NotATieBreak, not_a_tie_break)                                                                         \
    /* Documents and the archive */                                                                          \
    X(NothingToQuery, nothing_to_query)                                                                      \
    X(ArchiveKeepsNoOwner, archive_keeps_no_owner)                                                           \
    X(ArchiveKeepsNoTournaments, archive_keeps_no_tournaments)                                               \
    /* The archive on disk */                                                                                \
    X(DatabaseSays, database_says)                                                                           \
    X(PairingOfStrangers, pairing_of_strangers)                                                              \
    X(NoMigrationTo, no_migration_to)                                                                        \
    X(SchemaTooNew, schema_too_new)                                                                          \
    X(CannotWriteUpgradeBackup, cannot_write_upgrade_backup)                                                 \
    X(CannotCreateFolder, cannot_create_folder)                                                              \
    X(BackupTargetExists, backup_target_exists)                                                              \
    X(IntegrityCheckSays, integrity_check_says)                                                              \
    X(DanglingReference, dangling_reference)                                                                 \
    X(InStoredGame, in_stored_game)                                                                          \
    X(CachedStateMissing, cached_state_missing)                                                              \
    X(CachedStateStale, cached_state_stale)                                                                  \
    X(StoredClaimEvidence, stored_claim_evidence)                                                            \
    X(PairingsStayAsImported, pairings_stay_as_imported)                                                     \
    /* The window */                                                                                         \
    X(DocumentsForArchiveGames, documents_for_archive_games)                                                 \
    /* How a tournament game ended */                                                                        \
    X(ResultHowPlayed, result_how_played)                                                                    \
    X(ResultHowTimeForfeit, result_how_time_forfeit)                                                         \
    X(ResultHowAdjudicated, result_how_adjudicated)                                                          \
    X(ResultHowWithdrawalLoss, result_how_withdrawal_loss)                                                   \
    X(ResultHowInactivityLoss, result_how_inactivity_loss)                                                   \
    X(ResultHowNoRecord, result_how_no_record)                                                               \
    /* Reading moves */                                                                                      \
    X(LowercasePieceLetterRead, lowercase_piece_letter_read)                                                 \
    /* The date of receipt a card states */                                                                  \
    X(StatedReceiptDiffers, stated_receipt_differs)                                                          \
    /* Logging a card */                                                                                     \
    X(RepeatsMyMoveBeforeItWent, repeats_my_move_before_it_went)                                             \
    X(ReceivedBeforeMyCardWent, received_before_my_card_went)                                                \
    X(AnsweredBeforeMyCardArrived, answered_before_my_card_arrived)                                          \
    X(DecidedWithinObjectionWindow, decided_within_objection_window)                                         \
    X(DecidedBeforeNoticeKnown, decided_before_notice_known)                                                 \
    X(StatedReceiptBeforeItWent, stated_receipt_before_it_went)                                              \
    X(StatedReceiptAfterOwnSending, stated_receipt_after_own_sending)                                        \
    X(ResultAwaitsRecord, result_awaits_record)                                                              \
    X(ResultDateWithoutResult, result_date_without_result)                                                   \
    X(DateBeforeEventStart, date_before_event_start)                                                         \
    /* Repetitions */                                                                                        \
    X(RepeatsNothing, repeats_nothing)

enum class MessageCode : quint16
{
#define POSTMARK_MESSAGE_ENUMERATOR(code, name) code,
    POSTMARK_MESSAGE_CODES(POSTMARK_MESSAGE_ENUMERATOR)
#undef POSTMARK_MESSAGE_ENUMERATOR
};

} // namespace postmark
