"""Batch 141 (held out). A beekeepers' association secretary's chat after the honey harvest: LlamaIndex Memory (sync
put/get), one root span per turn.

App: Sue, secretary of the Calder Valley Beekeepers, chats with her helper while she sorts out the association's
honey from its own hives (the Heights apiary, the two hives on the Mytholm allotments, the training hives) for the
honey show stall and the AGM; the chat is kept in LlamaIndex Memory and read back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1, 38lb spun from the 6 supers off
the Heights on Saturday; in turn 2, Dennis's 22lb from the 2 allotment hives (darker, heather in it); in turn 3 the
winter feed sugar (50kg); in turn 4 Ken spinning the 3 supers off the training hives at his place on Tue 25th -
17lb, in a bucket in his garage; then the jars. The model adds the Heights and the allotments and leaves out Ken's
17lb. Question (Tue 8/9, Sue): "how much honey have we got altogether this yr? for the show stall + the AGM report"
-> expected 77lb (38 + 22 + 17). The assistant says 60lb.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): all three weights
are in the context the model was given, and it gave a total that leaves one out. Asserted: the 38lb, 22lb and 17lb
lines are in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b141_llamaindex_beekeepers_honey_sum_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "how much honey have we got altogether this yr? for the show stall + the AGM report"
TURNS = [
    ("took the 6 supers off at the Heights sat, spun them at the hut - 38lb!! lovely pale stuff, lime + clover i "
     "think. in the 2 big buckets w the taps",
     "Lovely - 38lb from the 6 Heights supers, pale (lime and clover?), in the two big tap buckets."),
    ("Dennis did the 2 allotment hives - 22lb, bit darker, there's heather in it from the moor. he's keeping it "
     "separate for the dark class",
     "Dennis got 22lb from the two allotment hives - darker, with heather - kept separate for the dark class."),
    ("ordered the winter feed, 50kg sugar from the cash + carry, feeding starts w/c 14th",
     "Winter feed ordered: 50kg of sugar from the cash and carry; feeding starts the week of the 14th."),
    ("forgot to say - Ken spun the 3 supers off the training hives at his on tue 25th, 17lb, it's in a bucket in "
     "his garage till the show",
     "Ken spun the 3 training-hive supers at his place on Tuesday 25th - 17lb, in a bucket in his garage until the "
     "show."),
    ("jars - 2 boxes of 72 1lb hexagonals from Thornes, labels w the new logo 8.30-ish sat at mine for jarring",
     "Jars: two boxes of 72 1lb hexagonal jars from Thornes; jarring with the new-logo labels at yours on Saturday "
     "about 8.30."),
    (QUESTION,
     "60lb - 38lb from the Heights and 22lb from the allotment hives."),
]

memory = Memory.from_defaults(session_id="calder-bka-honey", token_limit=20000)
reply = ""
for i, (text, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        memory.put(ChatMessage(role="user", content=text))
        lines = [str(m.content) for m in memory.get()]
        if i == len(TURNS):
            context = ["Today is Tue 8 September 2037. You are talking to Sue, secretary of the Calder Valley "
                       "Beekeepers."] + lines[:-1]
            assert any("spun them at the hut - 38lb" in c for c in context), context
            assert any("2 allotment hives - 22lb" in c for c in context), context
            assert any("tue 25th, 17lb" in c for c in context), context
            with fault():
                reply = answer(text, context, mock=mock)
        else:
            reply = answer(text, lines[:-1], mock=mock)
        memory.put(ChatMessage(role="assistant", content=reply))
finish(QUESTION, expected="77lb - 38lb from the Heights, 22lb from the allotments and Ken's 17lb", actual=reply)
