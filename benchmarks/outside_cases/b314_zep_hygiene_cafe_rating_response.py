"""Batch 314 (held out). A food hygiene inspector's visits: Zep facts (sync client, offline stand-in), script style
(every call its own trace); the answer call has the re-rating visit in its facts and gives the rating from before it.

App: Dev is an environmental health officer in Kirklees council's food team. He puts his visit notes into a Zep
thread per patch; his helper answers his questions from a graph search of the facts (three searches, merged).

Planted fault (ResponseError, ignored sufficient context): the facts have Dev's 2051-01-14T11:20 note - full
inspection at the Copper Kettle on Bridge St, rated 2: a dirty slicer, no allergen info at all, the display fridge
at 9°C, and he explained the re-rating route to Mrs Barker; his 28/1 note - Mrs Barker's applied for a re-rating
visit and paid the £180; his Thu 20th Feb note - the re-rating visit at the Copper Kettle, a massive improvement,
fridge at 4°C, allergen matrix on the wall, staff trained, new rating 4 (not 5, the back door still needs sorting),
sticker going out; and his Mon 24th Feb note - the FSA website updated for the Copper Kettle and the Mill Bakery.
Question (Tue 4/3, Dev): "what rating's the Copper Kettle on now? Mrs Barker's asked if she can put it on her
facebook" -> expected 4, from the re-rating visit on Thu 20 Feb. The model says 2, from the January inspection.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given have the January 2 and the February re-rating to 4, and it gave the 2. Asserted: the context has the January
inspection's rating 2 and the re-rating visit's new rating 4.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b314_zep_hygiene_cafe_rating_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "kirklees-food-dev", "patch-holme-valley-2051"
NOTES = [
    "2051-01-14T11:20 Copper Kettle, Bridge St - full insp, rating 2 😬 slicer filthy, no allergen info AT ALL, "
    "display fridge at 9°C. Mrs Barker v upset, went through the re-rating route with her",
    "28/1 Copper Kettle - Mrs Barker's put in for a re-rating visit, paid the £180, says new slicer + an allergen "
    "matrix are done",
    "Thu 20th Feb - re-rating visit at the Copper Kettle, massive improvement 👏 fridge 4°C, allergen matrix on the "
    "wall, staff all done their level 2. new rating 4 (not 5, the back door still wants sorting). sticker going out",
    "Mon 24th Feb - FSA site updated for the Copper Kettle + the Mill Bakery, both showing the new scores",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Dev (EHO)")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Dev")])

question = "what rating's the Copper Kettle on now? Mrs Barker's asked if she can put it on her facebook"
context = ["Today is Tue 4 March 2051. You are talking to Dev, an environmental health officer in Kirklees council's "
           "food team."]
for query in ("Copper Kettle rating", "re-rating visit", "Copper Kettle inspection"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("full insp, rating 2" in c for c in context), context
assert any("re-rating visit at the Copper Kettle" in c and "new rating 4" in c for c in context), context
with fault():
    reply = answer(f"(Dev) {question}", context,
                   mock="It's on a 2 - that's from the full inspection in January (the slicer, allergens and the "
                        "fridge). Probably not one for her facebook yet.")
finish(question, expected="4 - from the re-rating visit on Thu 20 Feb (not 5 because of the back door)", actual=reply)
