"""Batch 178 (held out). A dementia choir's spring concert: LangChain InMemoryChatMessageHistory + trim_messages
(last 10 messages), one root span per turn.

App: the Forget-Me-Nots, a singing-for-memory choir, have their spring concert at Castle Methodist hall - residents
from Oakwood and Fairhaven care homes, families, tea and cake after. Sue, who leads the choir, chats with the choir's
helper while she answers families on WhatsApp; each turn the chat is trimmed to its last 10 messages before the answer
call.

Planted fault (UpdateError, trimmed from the window): in turn 1 she says the concert is Tue 21st April, 2pm at Castle
Methodist (not the 14th - the hall's got the blood donors in), tea and cake after, families welcome. Turn 2 is the
songs, turn 3 the run-through at Oakwood on Tues 14th at 11, turn 4 the transport, turn 5 the helpers for the tea. By
turn 6 the trim drops turn 1; turns 2 to 5 stay. Question (turn 6, Thurs 9/4): "Margaret's son asking - what date's
the concert? he wants to book the day off work to bring her" -> expected Tue 21st April (2pm). The assistant says
Tuesday 14th - the run-through's date.

Expected verdict: UpdateError at langchain.trim_messages (turn 6's trim, wrapped in fault()): the turn with the
concert's date was in the history and in every earlier window, and this trim cut it from the window the model saw.
Asserted: turn 1 is in every earlier window and missing from turn 6's (nothing on the 21st, 2pm or the blood donors);
the songs, run-through (with the 14th), transport and helpers turns are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b178_langchain_dementia_choir_date_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "Margaret's son asking - what date's the concert? he wants to book the day off work to bring her"
TURNS = [
    ("spring concert's tue 21st april, 2pm at Castle Methodist 🎶 (not the 14th, the hall's got the blood donors in "
     "that day). tea + cake after, families v welcome",
     "Tue 21 April, 2pm at Castle Methodist; tea and cake after, families welcome."),
    ("songs: We'll Meet Again, Daisy Daisy, Que Sera, Skye Boat Song, You Are My Sunshine + Ron's doing Danny Boy on "
     "his own 🥲 about 40 mins",
     "Six songs including Ron's Danny Boy solo; about 40 minutes."),
    ("run-through at Oakwood tues 14th at 11, Fairhaven lot coming over in their minibus, I'll bring the keyboard",
     "Run-through at Oakwood, Tue 14th at 11."),
    ("transport on the day - Fairhaven minibus leaves theirs 1.15, Oakwood going w Dial-a-Ride, 6 wheelchairs so "
     "we're using the ramp round the side",
     "Fairhaven minibus 1.15, Oakwood by Dial-a-Ride; ramp round the side for the 6 wheelchairs."),
    ("need 6 helpers for the tea 🫖 Pam + Doreen on the urn, Viv's doing a lemon drizzle",
     "Six tea helpers; Pam and Doreen on the urn, Viv baking."),
    (QUESTION,
     "Tuesday 14th - that's the day everyone's together at Oakwood, so he'll want that day off."),
]
WINDOW = 10
GONE = ("21st", "2pm", "blood donors")


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
            assert not any(w.lower() in str(m.content).lower() for m in window for w in GONE), window
            assert any("Danny Boy" in str(m.content) for m in window), window
            assert any("run-through at Oakwood tues 14th at 11" in str(m.content) for m in window), window
            assert any("Dial-a-Ride" in str(m.content) for m in window), window
            assert any("6 helpers for the tea" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("spring concert's tue 21st april, 2pm" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Sue's chat - she leads the Forget-Me-Nots singing-for-memory choir; "
                                            "today Thurs 9 April 2042)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="Tue 21st April, 2pm at Castle Methodist", actual=reply)
