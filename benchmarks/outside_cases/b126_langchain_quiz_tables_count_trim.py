"""Batch 126 (held out). A charity quiz night organiser's chat: LangChain InMemoryChatMessageHistory + trim_messages
(last 10 messages), one root span per turn.

App: Anita is putting on the hospice quiz night at the cricket club and keeps a running chat with the helper as the
bookings, prizes and raffle come together; each turn the chat is trimmed to its last 10 messages before the answer
call.

Planted fault (UpdateError, trimmed from the window): in turn 1 Anita says Dennis from the Rotary rang - there's 11
of them coming, so they want 2 tables not 1, he'll pay on the night and hasn't got round to the online form. In turn
2 she pastes the online form's bookings for tidying: Rotary Club 1 table (6), the Crown darts, St Mark's PTA, the
Weds walkers, Kath's lot, the farm shop and the bell ringers - 7 tables. By turn 6 the trim drops turn 1; the pasted
form stays. Question (turn 6, Thu 12/3, the day before): "how many team tables am i setting out tmrw? the club want
to know" -> expected 8 (the form's 7 with the Rotary on two). The assistant says 7.

Expected verdict: UpdateError at langchain.trim_messages (turn 6's trim, wrapped in fault()): the turn that decides
the count was in the history and in every earlier window, and this trim cut it from the window the model saw.
Asserted: turn 1 is in every earlier window and missing from turn 6's; the pasted form is in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b126_langchain_quiz_tables_count_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "how many team tables am i setting out tmrw? the club want to know"
TURNS = [
    ("Dennis from the Rotary rang, there's 11 of them coming now so they want 2 tables not 1 - he'll pay on the "
     "night, hasnt got round to doing the online form",
     "Noted: the Rotary are 11 and want two tables; Dennis pays on the night."),
    ("tidy this from the online form pls: Rotary Club 1 table (6), Crown darts (6), St Marks PTA (6), Weds walkers "
     "(5), Kath's lot (6), Hollins farm shop (4), bell ringers (6). £8 a head, max 6 a table",
     "Bookings from the form: Rotary Club (6), Crown darts (6), St Mark's PTA (6), Wednesday walkers (5), Kath's "
     "lot (6), Hollins Farm Shop (4), bell ringers (6) - £8 a head, six to a table."),
    ("prizes so far - Co-op £25 voucher, bottle of whisky from the Crown, a meal for 2 at the Lamb, Hollins veg box",
     "Prizes: Co-op £25 voucher, whisky from the Crown, meal for two at the Lamb, a Hollins veg box."),
    ("raffle tickets £1 a strip or 5 for £4, Kath's doing the table by the bar. need a float - £30 in coins",
     "Raffle: £1 a strip, five for £4, Kath on the table by the bar, £30 float in coins."),
    ("quizmaster's Geoff again, 8 rounds + a picture round on the tables at the start. doors 7, first q 7.30ish",
     "Geoff quizmaster, eight rounds plus a picture round; doors 7, first question about 7.30."),
    (QUESTION,
     "7 team tables - the seven bookings on the form."),
]
WINDOW = 10


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
            assert not any("11 of them" in str(m.content) or "two tables" in str(m.content) for m in window), window
            assert any("Rotary Club 1 table (6)" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("they want 2 tables not 1" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Anita's chat while she organises the hospice quiz night, Fri 13 Mar "
                                            "2037, at the cricket club)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="8 - the 7 on the form, with the Rotary on two (11 of them)", actual=reply)
