"""Batch 328 (held out). A cycle courier co-op: LangChain InMemoryChatMessageHistory + trim_messages (last 9
messages), one root span per turn.

App: Mags, a member-rider of Otley Road Couriers (a workers' co-op in Leeds), chats with the co-op's helper to keep
track of her shifts while she comes back from a knee injury - the Saturday cargo-bike shift delivering Fresh Roots'
veg boxes, the weekday pathology run, the kit. Each turn the chat is trimmed to its last 9 messages before the
answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the Fresh Roots contract - the Saturday cargo shift
8-1 from the depot on Kirkstall Rd, about 25 boxes in two runs on the Bullitt. Turns 2 to 4 are the pay, her knee
and the Bullitt's new pads. In turn 5 (Tue 10/10) Fresh Roots have rung - they've got a stall on Kirkstall market on
Saturdays now and want the boxes out before they open, so from the 21st the Saturday cargo shift starts at 7.15, not
8, and they'll throw in breakfast. Turns 6 to 9 are the rota on the depot wall (still "CARGO 8.00-1.00"), the
hi-vis order, the LGI lab wanting the pathology boxes by 1 and Kit shadowing her. By turn 10 the trim drops turns 1
to 5; turns 6 to 9 stay. Question (turn 10, Fri 20/10): "what time do I need to be at the depot tmrw for the cargo
shift? first one back since my knee 😬" -> expected 7.15. The assistant says 8.

Expected verdict: UpdateError at langchain.trim_messages (turn 10's trim, wrapped in fault()): the turn that moved
the start to 7.15 was in the history and in every window from turn 5 to turn 9, and this trim cut it from the window
the model saw. Asserted: turn 5 is in every window from turn 5 to turn 9 and missing from turn 10's (nothing on 7.15,
the market stall or breakfast); the rota line, the hi-vis and Kit are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b328_langchain_courier_coop_cargo_shift_start_time_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "what time do I need to be at the depot tmrw for the cargo shift? first one back since my knee 😬"
CHANGE = ("Tue 10/10 - Fresh Roots rang, they've got a stall on Kirkstall market on sats now + want the boxes out b4 "
          "they open, so the sat cargo shift starts at 7.15 from the 21st not 8 😴 they'll chuck in breakfast tho 🥐")
TURNS = [
    ("Fresh Roots veg boxes are ours from oct 🥕 sat cargo shift 8-1 from the depot on Kirkstall Rd, about 25 boxes, "
     "2 runs on the Bullitt. me + Jonno alternate wks",
     "Got it - the Fresh Roots veg boxes start in October: the Saturday cargo shift is 8 till 1 from the Kirkstall Rd "
     "depot, about 25 boxes in two runs on the Bullitt, you and Jonno on alternate weeks."),
    ("pay for it's a flat £55 the shift + the cargo supplement, goes on the monthly sheet",
     "A flat £55 a shift plus the cargo supplement, on the monthly sheet."),
    ("knee update - physio says I can ride from the 16th but no big hills for a bit 🙄",
     "Good news - riding again from the 16th, just no big hills for a while."),
    ("the Bullitt's had new pads + the battery's back, charge it overnight not in the day",
     "The Bullitt has new brake pads and its battery back; charge it overnight."),
    (CHANGE,
     "Noted - from Sat 21st the cargo shift starts at 7.15, not 8, so Fresh Roots can get the boxes out before their "
     "Kirkstall market stall opens. Breakfast included."),
    ("rota's up on the depot wall - 'SAT 21st CARGO (Fresh Roots) 8.00-1.00 Mags / FRI 20th PATHOLOGY Dan' - can u "
     "remind me to take a pic of it",
     "Will do - remember to take a photo of the rota on the depot wall."),
    ("hi-vis order's in, 10 vests + 4 jackets, box under the bench. I'm having a jacket",
     "The hi-vis is in - 10 vests and 4 jackets in the box under the bench; one jacket for you."),
    ("LGI lab want the pathology boxes by 1 now not 1.30, Dan's not thrilled",
     "The LGI lab want the pathology boxes by 1 now, not 1.30."),
    ("Kit's shadowing me sat, he's new - remind me to bring the spare helmet",
     "Kit is shadowing you on Saturday - bring the spare helmet."),
    (QUESTION,
     "8 o'clock at the depot - the cargo shift's 8 till 1. Don't forget the spare helmet for Kit."),
]
WINDOW = 9
GONE = ("7.15", "market", "breakfast")


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
            assert any("CARGO (Fresh Roots) 8.00-1.00 Mags" in str(m.content) for m in window), window
            assert any("hi-vis order's in" in str(m.content) for m in window), window
            assert any("Kit's shadowing me sat" in str(m.content) for m in window), window
        elif i >= 5:
            window = trim(messages)
            assert any(str(m.content) == CHANGE for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Mags's chat - she's a member-rider of Otley Road Couriers co-op; today "
                                            "Fri 20 October 2051)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="7.15 - Fresh Roots moved the Saturday cargo shift earlier for their market stall",
       actual=reply)
