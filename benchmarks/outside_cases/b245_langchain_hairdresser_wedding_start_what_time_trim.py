"""Batch 245 (held out). A mobile hairdresser's appointments: LangChain InMemoryChatMessageHistory + trim_messages
(last 11 messages), one root span per turn.

App: Donna (a mobile hairdresser, "Curl Up & Dye On Wheels") has a wedding party on Sat 17th Aug 2047 - Kelly the
bride, four bridesmaids and the bride's mum, all done at the bride's mum's house on Wakefield Rd, Sowerby Bridge.
She chats with her phone's helper while she sorts it; each turn the chat is trimmed to its last 11 messages before
the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the booking - Sat 17th, 6 heads, start 7am, so be
there quarter to 7 to set up. Turn 2 is the trial. In turn 3 Kelly rings: the photographer's coming at 9.30 for the
getting-ready photos, not 11, so everyone's hair has to be done by then - Donna's starting at 6 now, there for
quarter to 6 to set up, Jade (make up) is fine with it. Turns 4 to 8 are the styles, the invoice written on one
line with a price beside each item (still "7am start as agreed" on it, done before the call), the parking, what to
take and Jade. By turn 9 the trim drops turns 1 to 3; turns 4 to 8 stay. Question (turn 9, Fri 16/8): "what time do
I need to be at Kelly's mum's tomorrow? setting my alarm 😴" -> expected quarter to 6 (to start at 6, for the
9.30 photographer). The assistant says quarter to 7, to start at 7.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that moved
the start to 6 was in the history and in every window from turn 3 to turn 8, and this trim cut it from the window
the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing on
quarter to 6, the photographer or 9.30); the invoice with its 7am start, the parking and the kit list are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b245_langchain_hairdresser_wedding_start_what_time_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "what time do I need to be at Kelly's mum's tomorrow? setting my alarm 😴"
TURNS = [
    ("WEDDING 💍 Kelly Hudson sat 17th aug, at her mum's on Wakefield Rd. 6 heads - Kelly, 4 bridesmaids + her "
     "mum. start 7am so be there quarter to 7 to set up. church at 1",
     "Booked in: Kelly Hudson's wedding party on Sat 17th Aug at her mum's on Wakefield Rd - six heads, starting at "
     "7am, so there by quarter to 7 to set up; church at 1."),
    ("trial done sat 3rd, she loved it 😍 low messy bun w/ the pearl pins, curls left out at the front",
     "Trial done on Sat 3rd - a low messy bun with the pearl pins and curls left out at the front."),
    ("Kelly rang 😬 photographer's coming at 9.30 for the getting ready pics, not 11, so all the hair has to be "
     "done by then. I'm starting at 6 now, there for quarter to 6 to set up. Jade (make up) says fine, she'll "
     "work round me",
     "OK - the photographer's now at 9.30, so you're starting at 6 and need to be there for quarter to 6 to set "
     "up; Jade will work round you."),
    ("bridesmaids all half up half down w/ a plait, her mum wants a proper set + a bit of height, no lacquer on "
     "the little one (she's 7)",
     "Bridesmaids half up, half down with a plait; the bride's mum a set with some height; no lacquer on the "
     "youngest bridesmaid."),
    ("invoice sent 🧾 bride £65, bridesmaids £35 each x4, mother of the bride £30, trial £25, early start (before "
     "8) £20. 7am start as agreed. total £280, £50 deposit paid",
     "Invoice: bride £65, four bridesmaids at £35, mother of the bride £30, trial £25, early-start fee £20 - £280 "
     "in all, £50 deposit paid."),
    ("parking - the drive's for the cars so I'm on the street outside no.42, her dad's putting cones out the nite "
     "before",
     "You'll park on the street outside no. 42; Kelly's dad is coning it off the night before."),
    ("what to take: straighteners x2, the big tongs, pearl pins (the box of 50), grips, the good hairspray, "
     "extension lead, my stool",
     "Kit: two pairs of straighteners, the big tongs, the box of 50 pearl pins, grips, the good hairspray, an "
     "extension lead and your stool."),
    ("Jade's doing make up in the front room, me in the kitchen, she's bringing the ring light",
     "Jade's in the front room with the ring light; you're in the kitchen."),
    (QUESTION,
     "Quarter to 7 - you're starting at 7, so set the alarm for about 6 to get there and set up."),
]
WINDOW = 11
GONE = ("quarter to 6", "photographer", "9.30", "starting at 6")


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
            assert not any(w in str(m.content).lower() for m in window[:-1] for w in GONE), window
            assert any("7am start as agreed" in str(m.content) for m in window), window
            assert any("outside no.42" in str(m.content) for m in window), window
            assert any("pearl pins (the box of 50)" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("there for quarter to 6 to set up" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Donna's chat - she's a mobile hairdresser; today Fri 16 August 2047, "
                                            "the Hudson wedding is Sat 17 August)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="quarter to 6 - she's starting at 6 now the photographer's coming at 9.30", actual=reply)
