"""Batch 149 (held out). A village hall pantomime's scenery man's chat: LlamaIndex Memory (sync put/get), one root
span per turn.

App: Bill does the scenery for the Luddenden Players' Aladdin (village hall, Thu 14th - Sat 16th January 2038) and
keeps track of what he's spent by chatting with the society's helper; the chat is kept in LlamaIndex Memory and read
back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1, the timber from Jewsons (£84.60)
and the paint (£36.50, trade price through Bill's mate); in turn 2 Dawn doing the glitter and the Chinese lanterns
and not claiming for them - her contribution; in turn 3 the flying harness for the genie being too dear, so Trev's
making a cloud on a pulley instead (£12.40 of rope and pulleys from Screwfix); in turn 4 the cast t-shirts (£96) -
which come out of the costume money, not scenery. The model adds the t-shirts in. Question (Weds 25 Nov, Bill):
"how much have we spent on scenery so far then? committee want a figure tonight" -> expected £133.50 (84.60 + 36.50
+ 12.40). The assistant says £229.50.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the three scenery
amounts and the t-shirts being costume money are all in the context the model was given, and it counted the
t-shirts anyway. Asserted: those turns' facts are in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b149_llamaindex_panto_scenery_sum_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "how much have we spent on scenery so far then? committee want a figure tonight"
TURNS = [
    ("scenery money so far - timber from Jewsons £84.60 (the cave + the palace flats), paint £36.50, Dulux trade thru "
     "my mate Stuart",
     "Scenery so far: timber from Jewsons £84.60 and paint £36.50 (trade price)."),
    ("Dawn's doing the glitter + the Chinese lanterns, says she's not claiming for them, its her contribution "
     "bless her",
     "Dawn is providing the glitter and the Chinese lanterns and isn't claiming for them."),
    ("flying harness for the genie - £240 for the wk?? no chance. Trev's making a cloud on a pulley instead, £12.40 "
     "of rope + pulleys from Screwfix",
     "No flying harness; Trev is making a cloud on a pulley instead, £12.40 of rope and pulleys from Screwfix."),
    ("cast t-shirts ordered, £96 - Jean says that comes out of the costume pot not mine thank god",
     "Cast t-shirts ordered for £96, paid from the costume budget rather than scenery."),
    (QUESTION,
     "£229.50 - timber £84.60, paint £36.50, the pulley cloud £12.40 and the cast t-shirts £96."),
]

memory = Memory.from_defaults(session_id="luddenden-players-bill-scenery", token_limit=20000)
reply = ""
for i, (text, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        memory.put(ChatMessage(role="user", content=text))
        lines = [str(m.content) for m in memory.get()]
        if i == len(TURNS):
            context = ["Today is Weds 25 November 2037. You are talking to Bill, who does the scenery for the "
                       "Luddenden Players' Aladdin in January."] + lines[:-1]
            assert any("timber from Jewsons £84.60" in c and "paint £36.50" in c for c in context), context
            assert any("£12.40 of rope + pulleys" in c for c in context), context
            assert any("£96" in c and "costume pot not mine" in c for c in context), context
            with fault():
                reply = answer(text, context, mock=mock)
        else:
            reply = answer(text, lines[:-1], mock=mock)
        memory.put(ChatMessage(role="assistant", content=reply))
finish(QUESTION, expected="£133.50 - timber £84.60, paint £36.50 and £12.40 for the pulley cloud (the t-shirts are "
                          "costume money)", actual=reply)
