"""Batch 147 (held out). A village hall Christmas market organiser's chat: LangChain InMemoryChatMessageHistory +
trim_messages (last 8 messages), one root span per turn.

App: Gill is organising the Christmas market at Midgley village hall (Sat 5th Dec, 10-3: craft and food stalls,
Santa's grotto in the kitchen, a raffle) and keeps a running chat with the helper - tables, bookings, Santa, the
raffle. Each turn the chat is trimmed to its last 8 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): in turn 1 she gives the tables - 26 all in, 20 in the main
hall and 6 in the committee room (£12 a table, £8 the smaller committee room ones) - and, in passing, that the hall
has to be cleared by 5 for the Brownies' disco. Turn 2 is Santa (Derek again, own suit, grotto in the kitchen
11-2). Turn 3 has 17 tables paid up, turn 4 two more in today (Sandra's candles and the WI's jams) "so 19". By turn
5 the trim drops turn 1; turns 2 to 4 stay. Question (turn 5, Mon 23/11): "how many tables have we still got free?
want to put a last call on the village fb page" -> expected 7 (26 - 19). The assistant says it can't tell how many
tables there are, only that 19 are booked.

Expected verdict: UpdateError at langchain.trim_messages (turn 5's trim, wrapped in fault()): the turn with the 26
tables was in the history and in every earlier window, and this trim cut it from the window the model saw.
Asserted: turn 1 is in every earlier window and missing from turn 5's; the 17 and the 19 booked are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b147_langchain_xmas_market_tables_left_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "how many tables have we still got free? want to put a last call on the village fb page"
TURNS = [
    ("xmas mkt sat 5th dec 10-3 - 26 tables all in: 20 in the main hall + 6 in the committee room. £12 a table, £8 "
     "for the committee rm ones (smaller). hall cleared by 5 pls, Brownies disco at 6",
     "Christmas market Sat 5 Dec, 10-3: 26 tables in all (20 in the main hall at £12, 6 smaller ones in the committee "
     "room at £8). Hall to be cleared by 5 for the Brownies' disco."),
    ("santa - Derek again (he's got his own suit bless him), grotto in the kitchen 11-2, £3 a child incl a present. "
     "need wrapping paper + sellotape, lots",
     "Santa: Derek, in his own suit; grotto in the kitchen 11-2, £3 a child including a present. Wrapping paper and "
     "sellotape needed."),
    ("bookings - 17 tables paid up so far, list's on the fridge. Brenda wants the one by the radiator for her "
     "wreaths, again",
     "17 tables paid up so far (the list is on the fridge). Brenda wants the table by the radiator for her wreaths."),
    ("2 more in today - Sandra's candles + the WI w their jams + chutneys, so 19. raffle's got a Co-op hamper + a £20 "
     "voucher off the Fleece",
     "Two more booked today - Sandra's candles and the WI's jams and chutneys - so 19 tables. Raffle prizes so far: a "
     "Co-op hamper and a £20 voucher from the Fleece."),
    (QUESTION,
     "19 are booked so far - I can't see how many tables there are in all, so I can't say how many are still free."),
]
WINDOW = 8


def trim(messages):
    return trim_messages(messages, strategy="last", max_tokens=WINDOW, token_counter=len, start_on="human")


history = InMemoryChatMessageHistory()
reply = ""
for i, (user, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        history.add_messages([HumanMessage(user)])
        messages = history.messages
        if i == len(TURNS):
            with fault():
                window = trim(messages)
            assert not any("26" in str(m.content) or "committee r" in str(m.content) for m in window), window
            assert any("17 tables paid up" in str(m.content) for m in window), window
            assert any("so 19" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("26 tables all in" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Gill's chat as organiser of the Christmas market at Midgley village "
                                            "hall, Sat 5 December 2037; today Mon 23 November)", mock=mock,
                       history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="7 - 26 tables in all (20 in the hall, 6 in the committee room) and 19 booked",
       actual=reply)
