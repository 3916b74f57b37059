"""Batch 34 (held out). A beekeeping association's swarm line: mem0 Memory (infer=True; a scripted
OpenAI-compatible model returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: the Wyre Valley Beekeepers' Association (about 70 members, two teaching apiaries, a honey show in September)
runs a swarm line in May and June. Helen, the swarm co-ordinator, types what comes in to an assistant; each note
goes in with ``memory.add(messages, user_id="wyre-swarms", metadata={"date": ...})`` and mem0's LLM pulls out the
facts. Thirteen notes, mid May 2025; several are other swarms, the rota and the apiary.

Planted fault (ExtractionError, omitted at extraction): on Thu 22/5 Helen logs a call: "Mrs Ashby 14 Orchard Cl
rang back - swarm's still in the plum tree, football size, about 8ft up. Dave can't do tonight (dentist, numb
face lol) so Priya's collecting sat 7ish am b4 it warms up + they get lively. ALSO Mrs A wants to join, send her a
form". The extraction keeps where the swarm is and the membership form, and drops Priya's early Saturday
collection. Question (Fri 23/5): "what time's the Orchard Close swarm being collected?" -> expected about 7 on
Saturday morning. The assistant has only the rota (Dave covers that side of town and goes out after 6pm) and says
after 6 this evening.

Expected verdict: ExtractionError at mem0.extract inside the 22/5 add (fault() wraps that one add). Asserted: the
note says 7ish am sat; no stored memory and nothing in the context holds Priya, 7am or Saturday morning, while the
plum tree fact from the same note and the rota are in the context. Another reading: none that we see; the search
returns every memory.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b34_mem0_beekeeping_ashby_swarm_time_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "wyre-swarms"
ASHBY_NOTE = ("Mrs Ashby 14 Orchard Cl rang back - swarm's still in the plum tree, football size, about 8ft up. Dave "
              "can't do tonight (dentist, numb face lol) so Priya's collecting sat 7ish am b4 it warms up + they get "
              "lively. ALSO Mrs A wants to join, send her a form")
NOTES = [
    ("2025-05-12", "swarm rota this yr: Dave - Orchard Cl/Mill Lane side of town, goes out after 6pm wkdays. Rob - "
                   "villages N of the river. Me - town centre + anything on a roof (not!!)",
     ["Dave collects swarms on the Orchard Close and Mill Lane side of town, going out after 6pm on weekdays",
      "Rob collects swarms in the villages north of the river",
      "Helen covers swarms in the town centre"]),
    ("2025-05-13", "Church Farm apiary - hive 4 queen cells x6, did an artificial swarm, Ken took the nuc home",
     ["Hive 4 at Church Farm apiary had six queen cells and was artificially swarmed",
      "Ken took the nucleus colony from hive 4 home"]),
    ("2025-05-14", "call from the Co-op car park - bumblebees in a bird box, told them we don't do bumbles, gave "
                   "them the BBCT leaflet link",
     ["A bumblebee nest in a bird box at the Co-op car park was referred to the Bumblebee Conservation Trust"]),
    ("2025-05-15", "Rob got the swarm off the bus shelter at Ashford Carbonell, big one, hived at his 8.30pm, 3rd "
                   "this wk for him!",
     ["Rob collected a large swarm from the bus shelter at Ashford Carbonell and hived it"]),
    ("2025-05-16", "swarm boxes: we've got 5, 2 out with Dave, 1 w Rob. need more bee suits in size L",
     ["The association has five swarm boxes; Dave has two and Rob has one",
      "More large bee suits are needed"]),
    ("2025-05-19", "Mrs Ashby, 14 Orchard Close - swarm in her plum tree, rang at 4.40, passed to Dave as it's his "
                   "patch",
     ["Mrs Ashby at 14 Orchard Close reported a swarm in her plum tree", "The Orchard Close swarm was passed to Dave"]),
    ("2025-05-19", "Dave: 'will try for orchard cl weds after work, if not thurs'",
     ["Dave plans to collect the Orchard Close swarm after work on Wednesday or Thursday"]),
    ("2025-05-20", "honey show schedule going to print fri, Sue wants the photo class added back in",
     ["The honey show schedule goes to print on Friday", "Sue wants the photo class added back to the honey show"]),
    ("2025-05-21", "Mill Lane allotments, swarm on a compost bin, Dave got it 6.45 weds, easy one",
     ["Dave collected a swarm from a compost bin at Mill Lane allotments on Wednesday at 6.45"]),
    ("2025-05-22", ASHBY_NOTE,
     # the planted fault: who is collecting and when is not extracted
     ["The Orchard Close swarm is still in Mrs Ashby's plum tree, about football size and 8ft up",
      "Mrs Ashby wants to join the association and should be sent a membership form"]),
    ("2025-05-22", "Ladder for the Orchard Cl job - Ken's 3 section one is in the apiary shed, key under the brick",
     ["Ken's three-section ladder for the Orchard Close swarm is in the apiary shed, key under the brick"]),
    ("2025-05-22", "Varroa: Sue says drone brood uncapping at Church Farm showing a few, treat in Aug as per",
     ["Sue found a few varroa mites in drone brood at Church Farm; treatment is planned for August"]),
    ("2025-05-23", "membership secretary is Gill now not Sue, forms to her at gill.wvba@ pls",
     ["Gill is the membership secretary and membership forms go to her"]),
]
EXTRACTED = {note[:50]: facts for _, note, facts in NOTES}
assert len(EXTRACTED) == len(NOTES)


def script(body: dict):
    from scripted_openai import prompt_text
    text = prompt_text(body)
    found = [(text.rfind(key), facts) for key, facts in EXTRACTED.items() if key in text]
    if not found:
        return {"memory": []}
    return {"memory": [{"text": f} for f in max(found, key=lambda x: x[0])[1]]}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="wyre-swarms"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == ASHBY_NOTE:
                assert "Priya's collecting sat 7ish am" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "what time's the Orchard Close swarm being collected?"
    with turn_span("question Fri 23/5"):
        hits = memory.search(question, top_k=60, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Fri 23/5/25."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("going out after 6pm on weekdays" in c for c in context), context
        assert any("still in Mrs Ashby's plum tree" in c for c in context), context
        assert not any(t in s.lower() for s in stored + context
                       for t in ("priya", "7ish", "7am", "7 am", "saturday", "sat ", "dentist")), stored
        reply = answer(question, context, mock="This evening after 6 - it's Dave's patch and he goes out after work. "
                                               "It's still in the plum tree about 8ft up, Ken's ladder is in the "
                                               "apiary shed.")
finish(question, expected="Sat first thing, around 7 - before the bees warm up", actual=reply)
