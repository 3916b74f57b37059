"""Batch 144 (held out). A riverside clean-up boat lead's chat: LlamaIndex Memory (sync put/get), one root span per
turn.

App: Rhiannon leads the boat crew for the Friends of the Calder clean-up (Sat 13th June, Elland to Brighouse: a
litter pick on the bank, and canoes and a raft from Elland Canoe Club for what's in the river) and chats with her
helper through the week before; the chat is kept in LlamaIndex Memory and read back each turn as the answer's
context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1, the day's plan - the bank
pick 10 till 1, butties at the canoe club after, boats on from 10 as well; in turn 2 the Environment Agency's email
to Tasha - in the water 10 till 12.30 only, they open the sluice at Elland weir at half 12 for the fish pass work
and the river comes up about a foot, everyone out by then; then the crew numbers and the teas. The model takes the
bank's hours. Question (Thu 11/6, Rhiannon): "how long have the boat crew actually got on the water sat? want to
tell them so they can plan which stretch" -> expected 2 and a half hours (10 till 12.30, out before the sluice
opens). The assistant says 3 hours, 10 till 1.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the day's plan and
the EA's 12.30 limit are both in the context the model was given, and it gave the length of the bank pick. Asserted:
the 10 till 1, the boats from 10 and the water 10 till 12.30 are in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b144_llamaindex_riverside_boat_time_length_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "how long have the boat crew actually got on the water sat? want to tell them so they can plan which stretch"
TURNS = [
    ("right so sat - bank pick 10 till 1, then butties at the canoe club. boats on from 10 as well",
     "Saturday: the bank litter pick runs 10 till 1, then sandwiches at the canoe club; the boats go on from 10 too."),
    ("Tasha's just had the EA email back - we can only be in the water 10 till 12.30, they open the sluice at Elland "
     "weir at half 12 for the fish pass work + the river comes up about a foot. everyone OUT by then!!",
     "Noted: the Environment Agency allow boats in the water 10 till 12.30 only - the Elland weir sluice opens at "
     "12.30 for the fish pass work and the river rises about a foot, so everyone must be out by then."),
    ("Dave's bringing 2 canoes + the raft, need 6 in the boat crew, 4 signed up so far. under 16s need a parent",
     "Dave brings 2 canoes and the raft; the boat crew needs 6 and has 4 so far. Under-16s need a parent."),
    ("teas - canoe club doing them 50p, Gill's making flapjack, bring ur own butties",
     "Teas at the canoe club for 50p, Gill's flapjack; everyone brings their own sandwiches."),
    (QUESTION,
     "3 hours - 10 till 1."),
]

memory = Memory.from_defaults(session_id="foc-cleanup-rhiannon", token_limit=20000)
reply = ""
for i, (text, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        memory.put(ChatMessage(role="user", content=text))
        lines = [str(m.content) for m in memory.get()]
        if i == len(TURNS):
            context = ["Today is Thu 11 June 2037. You are talking to Rhiannon, who leads the boat crew at the Friends "
                       "of the Calder clean-up on Sat 13 June."] + lines[:-1]
            assert any("bank pick 10 till 1" in c and "boats on from 10" in c for c in context), context
            assert any("in the water 10 till 12.30" in c and "sluice" in c for c in context), context
            with fault():
                reply = answer(text, context, mock=mock)
        else:
            reply = answer(text, lines[:-1], mock=mock)
        memory.put(ChatMessage(role="assistant", content=reply))
finish(QUESTION, expected="2 and a half hours - 10 till 12.30, out before the sluice opens at Elland weir",
       actual=reply)
