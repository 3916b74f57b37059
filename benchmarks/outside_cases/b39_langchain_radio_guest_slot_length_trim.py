"""Batch 39 (held out). A community radio presenter's prep chat: LangChain InMemoryChatMessageHistory +
trim_messages (last 14 messages, token_counter=len, start_on human), one root span per turn.

App: Dev presents Saturday Breakfast (7-10am) on Riverside Community Radio 97.3, a volunteer station above the
old Co-op. He keeps one chat going with an assistant through the week about guests, music and the station's rules.
Each turn the app trims the history to the last 14 messages and sends that window with the new message.

Planted fault (UpdateError, trimmed out of the window): turn 1 books a guest: "got Mo Hussain from Eastgate food
bank for sat's show!! he's on at 8.40 + we've given him right up to the 9 o'clock news, so a proper chat. xmas
appeal + the new weds tea thing". Later turns are the playlist, the studio keys, a station manager's rule that
guest chats are normally 10 mins then a record, the travel bulletin and a phone-in. By turn 8 the trim no longer
keeps turn 1. Question (turn 8, Fri 28/11): "how long have I got with Mo on saturday?" -> expected 20 minutes (8.40
up to the news at 9). The assistant goes by the 10-minute rule.

Expected verdict: UpdateError at langchain.trim_messages, the trim of turn 8 (inside fault()). Asserted: turn 1 is in
every window before turn 8 and missing from turn 8's, which holds the 10-minute rule. Another reading: a response
fault is ruled out, as the booking is not in the final window.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b39_langchain_radio_guest_slot_length_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

TURNS = [
    ("got Mo Hussain from Eastgate food bank for sat's show!! he's on at 8.40 + we've given him right up to the 9 "
     "o'clock news, so a proper chat. xmas appeal + the new weds tea thing",
     "Mo Hussain (Eastgate food bank) on Saturday at 8.40: Christmas appeal and the Wednesday tea."),
    ("playlist for sat - open w Northern Soul, then the Xmas no.1 guessing game, need 3 records for after 9",
     "Noted: Northern Soul opener, the Christmas No.1 game, three records after the news."),
    ("keys - Janice has the studio key this wk, she's dropping it thru my door fri nite",
     "Janice drops the studio key through your door on Friday night."),
    ("email from Ray (station mgr): reminder guest chats are normally 10 mins max then a record, we lost listeners "
     "last time someone did 25", "Ray's rule: guest chats normally 10 minutes, then a record."),
    ("travel bulletin is off this wk, the council person's on leave, I'll read the roadworks myself at 8.15",
     "You'll read the roadworks yourself at 8.15."),
    ("phone-in topic 9.30 - worst xmas present ever. Hayley's on the phones from 9",
     "Phone-in at 9.30: worst Christmas present. Hayley answers the phones from 9."),
    ("desk 2 fader still crackly, stick to desk 1 mics", "Use the desk 1 mics."),
    ("how long have I got with Mo on saturday?",
     "About 10 minutes - Ray's rule is guest chats are 10 minutes max, then go to a record."),
]
WINDOW = 14


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
            assert not any("8.40" in str(m.content) or "Mo Hussain" in str(m.content) for m in window), window
            assert any("10 mins max" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("right up to the 9" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Dev's show prep so far)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(TURNS[-1][0], expected="20 mins - 8.40 through to the 9 o'clock news", actual=reply)
