"""Batch 119 (held out). A community choir secretary's planning chat: LangChain InMemoryChatMessageHistory +
trim_messages (last 10 messages), one root span per turn.

App: Jan, secretary of Millford Community Choir, keeps a running chat with the helper while she sorts the summer
concert (music, seating, tickets); each turn the chat is trimmed to its last 10 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): in turn 1 Jan says Ian, the MD, has booked the brass for a
run-through before the concert, so he wants everyone at St Peter's for 5.15 on the sat, not 6 - and can people eat
before, there's no interval food for us. In turn 2 she pastes last month's newsletter blurb to tidy up (singers
arrive 6pm, doors 7, start 7.30). By turn 6 the trim drops turn 1; the blurb stays. Question: "what time do the altos
need to be at church on sat? Maureen's asking on the whatsapp" -> expected 5.15. The assistant says 6pm.

Expected verdict: UpdateError at langchain.trim_messages (turn 6's trim, wrapped in fault()): the turn that decides
the answer was in the history and in every earlier window, and this trim cut it from the window the model saw.
Asserted: turn 1 is in every earlier window and missing from turn 6's; the newsletter blurb is in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b119_langchain_choir_arrival_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "what time do the altos need to be at church on sat? Maureen's asking on the whatsapp"
TURNS = [
    ("Ian's got the brass booked for a run-thru before the concert (only time they can do) so he wants EVERYONE at "
     "St Peter's for 5.15 sat, not 6. tell them to eat before, there's no food for us at the interval",
     "Noted: everyone at St Peter's for 5.15 on Saturday for the run-through with the brass; eat beforehand."),
    ("can you tidy this up, it's the blurb from last month's newsletter: 'Summer concert Sat 20th June, St Peter's. "
     "Singers arrive 6pm, black + a splash of colour. doors 7, start 7.30. Tickets £12, £10 concs, under 16s free'",
     "Summer Concert - Saturday 20 June, St Peter's. Singers arrive 6pm (black with a splash of colour). Doors 7pm, "
     "starts 7.30pm. Tickets £12, concessions £10, under-16s free."),
    ("seating - sops + altos on the chancel steps, men on the staging, Ian wants the tenors nearer the piano",
     "Seating: sopranos and altos on the chancel steps, men on the staging, tenors nearest the piano."),
    ("music check - everyone needs the Rutter, the Goodall + the Abba medley. 4 still haven't paid for copies, "
     "£6 each",
     "Music: the Rutter, the Goodall and the Abba medley; four people still owe £6 for copies."),
    ("tickets: 118 sold as of Tue 16th, Sheila's doing the door w the card reader",
     "118 tickets sold as of Tuesday 16th; Sheila's on the door with the card reader."),
    (QUESTION,
     "6pm - singers arrive at 6 per the concert blurb; doors are at 7."),
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
            assert not any("5.15" in str(m.content) for m in window), window
            assert any("Singers arrive 6pm" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("at St Peter's for 5.15 sat" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Jan's chat about Millford Community Choir's summer concert)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="5.15 - Ian wants everyone at St Peter's early for the run-through with the brass",
       actual=reply)
