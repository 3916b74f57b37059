"""Batch 17 (held out). A family's travel bookings chat: LlamaIndex ``Memory`` (short-term chat memory), one root
span per turn.

App: Claire chats with the family travel assistant; each turn her message (with the day it was sent, as the app's
chat log shows it) is put into the memory, the whole memory is read back and sent as context to the answer call.

Planted fault (ResponseError, a relative date resolved from the wrong week): turn 1, sent Mon 6 July 2026: "Booked
the Paris trip! Eurostar out Fri 17th 9.31 from St Pancras, back the Sunday after next, 14.13 from Gare du Nord,
coach 7 seats 61-64". "The Sunday after next", said on Monday 6 July, is Sunday 19 July (two days after going out on
Friday 17th). Question (turn 3, Wed 8 July): "What date is our train back from Paris?" -> expected "Sunday 19 July
2026 (the 14.13 from Gare du Nord)". The answer call says Sunday 12 July (the coming Sunday, before they even leave),
though the message and the day it was sent are in its context.

Expected verdict: ResponseError at litellm.completion (fault() wraps turn 3's answer call). Asserted: "the Sunday
after next" and the sent day "Mon 6 Jul 2026" are in the context. Another reading: some people read "the Sunday after
next" as the coming Sunday, but here that is before the outbound train on Friday 17th, so only 19 July fits.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b17_llamaindex_travel_return_train_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

memory = Memory.from_defaults(session_id="claire-family-trips", token_limit=4000)
TURNS = [
    ("[Mon 6 Jul 2026, 21:14] Booked the Paris trip! Eurostar out Fri 17th 9.31 from St Pancras, back the Sunday "
     "after next, 14.13 from Gare du Nord, coach 7 seats 61-64. GBP 396 for the 4 of us.",
     "Lovely - Paris booked, coach 7 seats 61-64."),
    ("[Tue 7 Jul 2026, 08:02] Do the kids need anything for Eurostar or just passports?",
     "Just their passports - under-16s travel on their own passport, no visa needed."),
    ("[Wed 8 Jul 2026, 19:40] What date is our train back from Paris?",
     "Your train back is on Sunday 12 July, the 14.13 from Gare du Nord."),
]

reply = ""
for i, (text, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        memory.put(ChatMessage(role="user", content=text))
        lines = [str(m.content) for m in memory.get()]
        if i == len(TURNS):
            assert any("Mon 6 Jul 2026" in c and "Sunday after next" in c for c in lines), lines
            with fault():
                reply = answer(text, lines[:-1], mock=mock)
        else:
            reply = answer(text, lines[:-1], mock=mock)
        memory.put(ChatMessage(role="assistant", content=reply))
finish("What date is our train back from Paris?", expected="Sunday 19 July 2026, the 14.13 from Gare du Nord",
       actual=reply)
