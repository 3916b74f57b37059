"""Batch 41 (held out). A community choir's tour: LangChain InMemoryChatMessageHistory + trim_messages (last 12
messages, token_counter=len, start_on human), one root span per turn.

App: Jean is tour secretary of the Wyvern Community Choir (38 singers, plus partners) for their May 2026 tour to
Ghent and Bruges. She keeps one chat going with an assistant about hotels, the coach and the concerts. Each turn the
app trims the history to the last 12 messages and sends that window with the new message.

Planted fault (UpdateError, trimmed out of the window): turn 1 is the Ghent hotel's confirmation: "Onderbergen in
Ghent have confirmed!! 19 twins + 4 singles, 23rd-25th May (2 nts), b'fast in, coach can't stop outside - drop us on
the Kouter". Later turns are the coach, the concerts, the treasurer's sheet (which still has the January guess of 20
rooms) and the Bruges night. By turn 7 the trim no longer keeps turn 1. Question (turn 7, Thu 4/12): "how many rooms
have we got in Ghent all told? the treasurer's asking" -> expected 23 (19 twins and 4 singles). The assistant goes
by the treasurer's old figure, 20.

Expected verdict: UpdateError at langchain.trim_messages, the trim of turn 7 (inside fault()). Asserted: turn 1 is
in every window before turn 7 and missing from turn 7's, which holds the old guess. Another reading: a response
fault is ruled out, as the confirmed rooms are not in the final window.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b41_langchain_choir_ghent_rooms_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

TURNS = [
    ("Onderbergen in Ghent have confirmed!! 19 twins + 4 singles, 23rd-25th May (2 nts), b'fast in, coach can't "
     "stop outside - drop us on the Kouter", "Great - Hotel Onderbergen, 23-25 May, breakfast included; drop-off "
     "on the Kouter."),
    ("coach = Marchants, 53 seater, Brian driving, leaves the church car park 5.15am Sat 23rd for the 8.40 Dover "
     "ferry", "Marchants 53-seater, 5.15am from the church car park on the 23rd."),
    ("concerts: St Bavo's sun 24th 4pm (Evensong slot), Bruges Sint-Walburga mon 25th 7.30, both free, retiring "
     "collection for the food bank", "Two concerts: St Bavo's Sunday 4pm, Sint-Walburga Monday 7.30."),
    ("Gerald's spreadsheet still says Ghent 20 rooms @ €98 from when we guessed in Jan, honestly that man",
     "Noted: the spreadsheet has 20 rooms at €98 a night for Ghent."),
    ("Bruges night (25th) - Ibis by the station, 21 twins, pay on the night by card", "Bruges: Ibis, 21 twins, card "
     "on the night."),
    ("partners coming now 7 so 45 on the coach + Brian, plenty of room", "45 plus the driver on a 53-seater."),
    ("how many rooms have we got in Ghent all told? the treasurer's asking",
     "20 rooms in Ghent, at €98 a night - that's what's on Gerald's spreadsheet."),
]
WINDOW = 12


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
            assert not any("19 twins" in str(m.content) or "4 singles" in str(m.content) for m in window), window
            assert any("Ghent 20 rooms" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("19 twins + 4 singles" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Jean's tour notes so far)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(TURNS[-1][0], expected="23 - nineteen twins and four singles", actual=reply)
