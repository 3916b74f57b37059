"""Batch 138 (held out). A fell race organiser's chat: LlamaIndex Memory (sync put/get), one root span per turn.

App: Sue organises the Crag End fell race (Sun 14th June) and chats with her helper while she sorts it (the start,
the cut-offs, the marshals, the mountain rescue team, the water); the chat is kept in LlamaIndex Memory and read back
each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1, registration 9-10.30 at the
cricket club and the start at 11 sharp; in turn 2 the FRA permit with the cut-off at CP3 Withens ruin at 1.30pm
(two and a half hours, anyone later turned back down the bridleway); then the entries; then, in turn 4, the MRT
ringing: the gala procession's on the road till 11.15 so the start goes back to 11.30, and the Withens cut-off stays
at 1.30 because the team stands down at 3 - "so they've 2 hrs to Withens now"; then the water. The model gives the
first cut-off's length. Question (Thu 11/6, Sue): "how long do they get to reach withens before they're pulled?
someone's asking on the facebook page" -> expected 2 hours (11.30 start, 1.30 cut-off). The assistant says two and
a half hours.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the later start,
the unchanged cut-off and the 2 hours are in the context the model was given, next to the older 11 o'clock start,
and it gave the first length. Asserted: the 11 sharp start, the 1.30 cut-off and the 11.30 start line are in the
context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b138_llamaindex_fellrace_cutoff_length_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = ("how long do they get to reach withens before they're pulled? someone's asking on the facebook page")
TURNS = [
    ("race HQ at the cricket club again, reg 9-10.30 in the pavilion, start 11 sharp from the field gate. Jim's "
     "cutting the outfield fri so we can park on it",
     "Race HQ at the cricket club: registration 9-10.30 in the pavilion, start 11 sharp from the field gate. Jim is "
     "cutting the outfield on Friday for parking."),
    ("FRA permit's through!! cut-off at CP3 Withens ruin is 1.30pm, so 2.5 hrs, anyone later gets turned back down "
     "the bridleway by the Harrisons",
     "FRA permit approved. Cut-off at CP3 (Withens ruin) is 1.30pm - two and a half hours - and anyone later is "
     "turned back down the bridleway by the Harrisons."),
    ("entries 118 now, cap 150. 9 juniors on the short course, they start 11.05 behind the seniors",
     "118 entries so far (cap 150); 9 juniors on the short course, starting 11.05."),
    ("MRT rang - the gala procession's on the road up till 11.15 so we're putting the start back to 11.30. cut off "
     "at Withens stays 1.30 tho cos the team stand down at 3, so they've 2 hrs to Withens now. website updated",
     "Start moved to 11.30 because the gala procession is on the road till 11.15; the Withens cut-off stays at "
     "1.30pm as the MRT stand down at 3, so runners now have 2 hours to reach Withens. Website updated."),
    ("water - Raj taking 6 x 5L up to CP2 + CP3 on the quad sat night, jelly babies at CP3",
     "Raj takes 6 x 5L of water up to CP2 and CP3 on the quad on Saturday night; jelly babies at CP3."),
    (QUESTION,
     "Two and a half hours - it's 11 o'clock start and the Withens cut-off is 1.30pm."),
]

memory = Memory.from_defaults(session_id="crag-end-fell-race", token_limit=20000)
reply = ""
for i, (text, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        memory.put(ChatMessage(role="user", content=text))
        lines = [str(m.content) for m in memory.get()]
        if i == len(TURNS):
            context = ["Today is Thu 11 June 2037. You are talking to Sue, who organises the Crag End fell race on "
                       "Sun 14th."] + lines[:-1]
            assert any("start 11 sharp from the field gate" in c for c in context), context
            assert any("cut-off at CP3 Withens ruin is 1.30pm" in c for c in context), context
            assert any("putting the start back to 11.30" in c and "2 hrs to Withens now" in c for c in context), \
                context
            with fault():
                reply = answer(text, context, mock=mock)
        else:
            reply = answer(text, lines[:-1], mock=mock)
        memory.put(ChatMessage(role="assistant", content=reply))
finish(QUESTION, expected="2 hours - the start's 11.30 now (the gala) and the Withens cut-off is still 1.30",
       actual=reply)
