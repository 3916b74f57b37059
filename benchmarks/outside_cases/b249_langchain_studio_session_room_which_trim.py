"""Batch 249 (held out). A small recording studio's booking chats: LangChain InMemoryChatMessageHistory +
trim_messages (strategy "last", an approximate token budget via ``count_tokens_approximately``), one root span per
turn.

App: Bankside Sound has two rooms - Room 1 (the big one, with the Neve desk and the live room) and Room 2 (the
little one, a Mac, an Audient desk and a vocal booth). Ali (who runs it) chats with the studio's helper to keep the
week straight; each turn the chat is trimmed to its last ~360 tokens before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 books Hollow Pines for Fri 11th 7-11pm in Room 1 for
vocals and overdubs. Turn 2 is the evening rate. In turn 3 Ali says the Neve's going off to be serviced on the 9th
and won't be back till the 15th, so Hollow Pines are in Room 2 on Friday instead - Jess is fine with it, it's only
vocals. Turns 4 to 8 are a new enquiry, the mic locker, the cleaner, the wifi and the bins. By turn 9 the trim (360
tokens, by ``count_tokens_approximately``) drops turns 1 to 3; turns 4 to 8 stay. Question (turn 9, Thurs 10/9, Kyle
the engineer via Ali): "which room are hollow pines in tmrw? kyle wants to set the mics up tonight" -> expected Room
2 (the Neve's away being serviced). The assistant says Room 1.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that moved
Hollow Pines to Room 2 was in the history and in every window from turn 3 to turn 8, and this trim cut it from the
window the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing on
Room 2 for Hollow Pines, the Neve service or the 15th); the mic locker, the cleaner and the wifi are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b249_langchain_studio_session_room_which_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402
from langchain_core.messages.utils import count_tokens_approximately  # noqa: E402

QUESTION = "which room are hollow pines in tmrw? kyle wants to set the mics up tonight"
TURNS = [
    ("new booking 🎙️ Hollow Pines fri 11th sept 7-11pm, Room 1 (the big one w/ the Neve), vocals + overdubs for "
     "their single. Jess bringing her own mic (the Shure thing)",
     "Booked: Hollow Pines, Fri 11 Sept 7-11pm in Room 1 with the Neve, vocals and overdubs; Jess is bringing her own "
     "mic."),
    ("evening rate's £30/hr for them, they've had 3 sessions so knock it to £25",
     "Hollow Pines' evening rate is £25 an hour (down from £30, as they've had three sessions)."),
    ("ugh the Neve's going off for its service on the 9th + won't be back till the 15th 😩 so Hollow Pines are in "
     "Room 2 on fri instead, the little one. told Jess, she's fine, it's only vocals anyway",
     "Noted - with the Neve away for servicing from the 9th to the 15th, Hollow Pines are in Room 2 on Friday; Jess "
     "is fine with that."),
    ("enquiry from a choir (!!) wanting a day in oct, 22 of them, told them the live room fits 12 max realistically",
     "A choir of 22 asked about a day in October; you told them the live room realistically fits 12."),
    ("mic locker check - the 2nd U87's back from repair, one of the SM57s has gone walkabout again, Kyle's label "
     "maker's in the drawer",
     "Mic locker: the second U87 is back from repair, one SM57 is missing again, and Kyle's label maker is in the "
     "drawer."),
    ("cleaner's moving to weds mornings from next wk, 9-11, so no sessions before 11 on weds",
     "The cleaner moves to Wednesday mornings 9-11 from next week, so no Wednesday sessions before 11."),
    ("wifi pw changed to Bankside2054! - the old one was on a poster in the kitchen lol",
     "The wifi password is now Bankside2054! (the old one had been on a poster in the kitchen)."),
    ("bins are thurs nite now not fri, whoever's last out pls",
     "Bins go out Thursday night now instead of Friday - whoever is last out."),
    (QUESTION,
     "Room 1 - the big one with the Neve. Kyle can set up in there tonight."),
]
MAX_TOKENS = 360
GONE = ("room 2", "neve's going off", "15th")


def trim(messages):
    return trim_messages(messages, strategy="last", max_tokens=MAX_TOKENS, token_counter=count_tokens_approximately,
                         start_on="human")


history = InMemoryChatMessageHistory()
reply = ""
for i, (user, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        history.add_messages([HumanMessage(user)])
        messages = history.messages
        if i == len(TURNS):
            with fault():
                window = trim(messages)
            assert not any(w in str(m.content).lower() for m in window[:-1] for w in GONE), window
            assert any("the 2nd U87's back from repair" in str(m.content) for m in window), window
            assert any("cleaner's moving to weds mornings" in str(m.content) for m in window), window
            assert any("wifi pw changed" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("so Hollow Pines are in Room 2 on fri instead" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Ali's chat - he runs Bankside Sound, a two-room recording studio; "
                                            "today Thurs 10 Sept 2054)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="Room 2, the little one - the Neve in Room 1 is away being serviced till the 15th",
       actual=reply)
