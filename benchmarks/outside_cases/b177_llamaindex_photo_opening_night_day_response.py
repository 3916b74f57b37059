"""Batch 177 (held out). A photography club's exhibition: LlamaIndex Memory (sync put/get), one root span per turn;
the answer call has the moved opening night and gives the old day.

App: Bridgnorth Camera Club's annual exhibition is at the town library, 7th-21st November 2043. Sue, the club's
exhibition secretary, chats with the club's helper while she answers members' messages; the chat is kept in
LlamaIndex Memory and read back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1, the exhibition (7th-21st Nov) with
the opening night on Fri 6th Nov, 7-9, the mayor opening it; turn 2 the entries; turn 3 (2043-10-19T20:10) the
library have double-booked the Friday with their quiz night, so the opening is Thurs 5th now, same 7-9, bonfire night
but the mayor's fine with it; turn 4 the judge; turn 5 the sales. The model goes by turn 1 and says Friday 6th.
Question (turn 6, Tue 27/10): "Pat asking - what day's the opening night? she wants to bring her sister over from
Telford" -> expected Thursday 5th November, 7-9. The assistant says Friday 6th November.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the 19/10 line that
moves the opening to Thurs 5th is in the context the model was given, after the first one, and it answered from the
earlier. Asserted: the moved-date line is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b177_llamaindex_photo_opening_night_day_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "Pat asking - what day's the opening night? she wants to bring her sister over from Telford"
TURNS = [
    ("exhibition's at the library 7th-21st nov 📷 opening night fri 6th nov 7-9, wine + nibbles, the mayor's "
     "opening it",
     "Exhibition at the library 7-21 Nov; opening night Fri 6 Nov, 7-9, opened by the mayor."),
    ("entries: max 3 prints each, mounted 50x40, £5 a print, deadline sat 24th oct",
     "Up to 3 prints each, mounted 50x40, £5 a print; entries close Sat 24 Oct."),
    ("2043-10-19T20:10 library have double booked the fri w their quiz night 🙄 so opening's thurs 5th now, same "
     "7-9. bonfire night but hey, mayor's fine with it",
     "Opening night moved to Thurs 5 Nov, 7-9 (the library's quiz is on the Friday)."),
    ("judge is Alan Pryce from the Midland Counties, hell give out the awards at the opening ~8ish",
     "Judge: Alan Pryce (Midland Counties), awards at about 8 on the opening night."),
    ("sales - 20% to the library, red dots from me, buyers collect after the 21st",
     "Sales: 20% to the library, red dots from you, collection after 21 Nov."),
    (QUESTION,
     "Friday 6th November, 7-9 - wine and nibbles, and the mayor's opening it."),
]

memory = Memory.from_defaults(session_id="bridgnorth-cc-expo-2043-sue", token_limit=20000)
reply = ""
for i, (text, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        memory.put(ChatMessage(role="user", content=text))
        lines = [str(m.content) for m in memory.get()]
        if i == len(TURNS):
            context = ["Today is Tue 27 October 2043. You are talking to Sue, exhibition secretary of Bridgnorth "
                       "Camera Club (exhibition at the library 7-21 November), about members' messages."] + lines[:-1]
            assert any("opening's thurs 5th now, same 7-9" in c for c in context), context
            with fault():
                reply = answer(text, context, mock=mock)
        else:
            reply = answer(text, lines[:-1], mock=mock)
        memory.put(ChatMessage(role="assistant", content=reply))
finish(QUESTION, expected="Thursday 5th November, 7-9 - moved from the Friday (the library's quiz night)",
       actual=reply)
