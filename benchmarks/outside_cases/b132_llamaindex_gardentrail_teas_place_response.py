"""Batch 132 (held out). A village garden trail organiser's chat: LlamaIndex Memory (sync put/get), script style with
one root span per turn.

App: Liz organises the Little Hadley Open Gardens trail and chats with the helper in the run-up (gardens, tickets,
teas, parking); the chat is kept in LlamaIndex Memory and read back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1, teas by the WI in the village hall
as always, both days 2-5; then the wristbands; then Tue 26th May, the hall committee saying the roof's being done
from the 1st - scaffolding up, the hall's out of bounds till July - and Mrs Fenwick offering the Old Rectory lawn for
the teas, the WI happy, gazebos from the scouts; then the scones and the parking. The model gives the hall.
Question (Weds 3/6, Liz, printing the map): "where are the teas this year? printing the maps tonight" -> expected on
the Old Rectory lawn (the hall roof's being done). The assistant says the village hall.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the Old Rectory
lawn and the reason the hall can't be used are in the context the model was given, next to the older village hall
line, and it gave the hall. Asserted: the hall line and the Old Rectory line are in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b132_llamaindex_gardentrail_teas_place_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "where are the teas this year? printing the maps tonight"
TURNS = [
    ("teas - WI doing them in the village hall as always, both days 2-5. Pam's on the urn, £2.50 tea + cake",
     "Teas: the WI in the village hall, both days 2-5, Pam on the urn, £2.50 tea and cake."),
    ("wristbands instead of paper tickets this yr, £7, under 16s free. Raj has ordered 400 (£38)",
     "Wristbands this year, £7, under-16s free; Raj has ordered 400 for £38."),
    ("Tue 26th May - hall committee rang, the roof's being done from the 1st, scaffolding up + the hall's out of "
     "bounds till july. Mrs Fenwick's offered the Old Rectory lawn for the teas, WI are happy, scouts lending us 3 "
     "gazebos. phew",
     "Hall closed from 1 June for the roof; Mrs Fenwick has offered the Old Rectory lawn for teas, the WI are fine "
     "with it and the scouts are lending three gazebos."),
    ("scones - 120 from Bakers, collect sat 8am. + Brenda's doing her lemon drizzles, 6 of them",
     "120 scones from Bakers (collect Saturday 8am) plus six of Brenda's lemon drizzles."),
    ("parking's on the school field, £2 for the PTA, Ken + Raj in hi-vis 10.30-5",
     "Parking on the school field, £2 to the PTA, Ken and Raj marshalling 10.30-5."),
    (QUESTION,
     "In the village hall, as usual - the WI are doing them both days 2-5."),
]

memory = Memory.from_defaults(session_id="hadley-gardens-liz", token_limit=20000)
reply = ""
for i, (text, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        memory.put(ChatMessage(role="user", content=text))
        lines = [str(m.content) for m in memory.get()]
        if i == len(TURNS):
            context = ["Today is Weds 3 June 2037. You are talking to Liz, who organises the Little Hadley Open "
                       "Gardens trail (Sat 13 + Sun 14 June)."] + lines[:-1]
            assert any("in the village hall as always" in c for c in context), context
            assert any("Old Rectory lawn for the teas" in c and "out of bounds till july" in c for c in context), \
                context
            with fault():
                reply = answer(text, context, mock=mock)
        else:
            reply = answer(text, lines[:-1], mock=mock)
        memory.put(ChatMessage(role="assistant", content=reply))
finish(QUESTION, expected="on the Old Rectory lawn - the village hall's shut for the roof, Mrs Fenwick offered it",
       actual=reply)
