"""Batch 134 (held out). A local history society secretary's chat: LangChain InMemoryChatMessageHistory +
trim_messages (last 12 messages), one root span per turn.

App: Margaret is secretary of the Hadley Local History Society and keeps a running chat with the helper (talks,
the archive room, the spring coach trip, the newsletter); each turn the chat is trimmed to its last 12 messages
before the answer call.

Planted fault (UpdateError, trimmed from the window): in turn 1 Margaret says Wrights coaches rang - they've no
driver Tue 7th - so the Bletchley Park trip is going Weds 8 Apr instead, same pick-up 8.15 outside the library, and
Bletchley are fine to move the group booking; and, in passing, that the archive room's shut w/c 13th for the
stocktake. In turn 2 she pastes the spring programme from the newsletter that went to the printer in February, to
tidy up for the noticeboard: TUE 7 APR coach trip to Bletchley Park, £32 inc entry, pick up 8.15 library, back
about 7; THU 16 APR talk, Hadley's lost pubs (Ken Lowe); THU 21 MAY AGM + cheese and wine. By turn 7 the trim drops
turn 1; the pasted programme stays. Question (turn 7, Mon 30/3): "what day's the bletchley trip? mrs kaur wants to
book her hospital appt round it" -> expected Weds 8th April (the coach firm had no driver Tue 7th). The assistant
says Tue 7th.

Expected verdict: UpdateError at langchain.trim_messages (turn 7's trim, wrapped in fault()): the turn that moves the
trip to Weds 8th was in the history and in every earlier window, and this trim cut it from the window the model saw.
Asserted: turn 1 is in every earlier window and missing from turn 7's; the pasted programme is in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b134_langchain_history_trip_date_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "what day's the bletchley trip? mrs kaur wants to book her hospital appt round it"
TURNS = [
    ("Wrights coaches rang, they've no driver tue 7th (flu) so bletchley's going weds 8 apr instead, same pick up "
     "8.15 outside the library. rang bletchley, they're fine moving the group booking. oh and the archive room's "
     "shut w/c 13th for the stocktake, put a note on the door",
     "Noted: the Bletchley Park trip moves to Wednesday 8 April (Wrights have no driver on the 7th), pick-up 8.15 "
     "outside the library as before; Bletchley have moved the booking. Archive room closed w/c 13 April for the "
     "stocktake."),
    ("can u tidy this up for the noticeboard, its the spring programme out of the newsletter (went to the printer "
     "in feb): TUE 7 APR - coach trip to Bletchley Park, £32 inc entry, pick up 8.15 library, back abt 7. THU 16 "
     "APR - talk, Hadley's lost pubs (Ken Lowe), 7.30 church hall. THU 21 MAY - AGM + cheese & wine. members free, "
     "visitors £3 at talks",
     "Spring programme: Tue 7 April - coach trip to Bletchley Park, £32 including entry, pick-up 8.15 at the "
     "library, back about 7pm. Thu 16 April - talk: Hadley's lost pubs (Ken Lowe), 7.30pm, church hall. Thu 21 May "
     "- AGM with cheese and wine. Talks free to members, visitors £3."),
    ("trip list's at 38 now, coach holds 49. 3 still owe - the Pattersons + Mr Iqbal",
     "38 booked on the trip (coach seats 49); the Pattersons and Mr Iqbal still owe."),
    ("Ken wants the projector + the big screen for the 16th, and a table for his beer mats collection lol",
     "Ken Lowe needs the projector, the big screen and a table for his beer mats on the 16th."),
    ("archive - the 1911 census box came back from the records office, 2 folders water damaged, Pat's drying them "
     "out in the boiler room",
     "The 1911 census box is back from the records office; two folders are water-damaged and Pat is drying them "
     "in the boiler room."),
    ("newsletter copy deadline is 22.4. - anyone with a piece on the old tannery pls send it",
     "Newsletter copy deadline 22 April; asking for a piece on the old tannery."),
    (QUESTION,
     "Tuesday 7th April - pick-up 8.15 outside the library, back about 7, so she wants to avoid that day."),
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
            assert not any("weds 8 apr" in str(m.content) or "Wednesday 8 April" in str(m.content)
                           for m in window), window
            assert any("TUE 7 APR - coach trip to Bletchley Park" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("bletchley's going weds 8 apr instead" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Margaret's chat as secretary of the Hadley Local History Society, "
                                            "spring 2037; today Mon 30 March)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="Weds 8th April - Wrights had no driver on the Tue 7th, same 8.15 pick-up", actual=reply)
