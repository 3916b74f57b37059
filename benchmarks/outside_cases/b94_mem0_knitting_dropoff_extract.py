"""Batch 94 (held out). A knitting group's charity drive: mem0 Memory (infer=True; a scripted OpenAI-compatible
model returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: Sue runs the Ashwell Knit & Natter group's charity drive for the Garden House Hospice (blankets and
twiddlemuffs). She types notes into the group's helper app; each goes into mem0 with
``memory.add(messages, user_id="knit-natter", metadata={"date": ...})`` and mem0's LLM pulls out the facts.
Members ask the helper where and when things go.

Planted fault (ExtractionError, omitted at extraction): Sue's note of 30/9 says Gill from the hospice emailed: their
reception's being refitted all October, so could the group bring things to the hospice's charity shop on Bancroft
(next to Boots), Sat mornings 9-12, and say it's for Gill; and they'd love 10 more twiddlemuffs for the dementia
ward. The extraction keeps the 10 extra twiddlemuffs and drops the refit and the Bancroft shop drop-off. The
standing note (drop-offs at the hospice's main reception, Mon-Fri mornings, ask for Gill) is still in memory.
Question (Thu 9/10, Pat, her first drop-off): "where am I taking my blankets on saturday? never done the drop off
before" -> expected the hospice charity shop on Bancroft, by Boots. The assistant sends her to the hospice
reception.

Expected verdict: ExtractionError at mem0.extract inside the 30/9 add (fault() wraps that one add). Asserted: the
note names Bancroft; no stored memory or context line mentions Bancroft, Boots, the charity shop or the refit,
while the standing reception drop-off note is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b94_mem0_knitting_dropoff_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "knit-natter"
GILL = ("Gill emailed (hospice fundraising) - their reception's being refitted all of Oct so can we take stuff to "
        "the hospice charity shop on Bancroft, the one next to Boots, sat mornings 9-12, say its for Gill. ALSO "
        "they'd love 10 more twiddlemuffs for the dementia ward if anyone's got needles free!!")
NOTES = [
    ("9 Sept", "charity drive 2036 - Garden House Hospice again :) blankets approx 90x120cm any colour but NOT "
               "white pls, + twiddlemuffs. drop offs at the hospice main reception mon-fri mornings, ask for Gill",
     ["The 2036 charity drive is for the Garden House Hospice",
      "Blankets should be about 90x120cm, any colour except white; twiddlemuffs also wanted",
      "Drop-offs go to the hospice main reception, Monday to Friday mornings, ask for Gill"]),
    ("16/9", "wool - Bev's sister clearing her loft, 3 bin bags of DK + some chunky, at Bev's, help yrselves. no "
             "mohair pls it sheds over everything",
     ["Bev's sister gave 3 bin bags of DK and some chunky wool, kept at Bev's",
      "No mohair for the drive because it sheds"]),
    ("23.9.36", "twiddlemuff pattern = the Knit for Peace one, Sue's printed 20 copies. sew buttons + ribbons on "
                "FIRMLY, they get pulled",
     ["The twiddlemuff pattern is the Knit for Peace one; Sue printed 20 copies",
      "Buttons and ribbons on twiddlemuffs must be sewn on firmly"]),
    ("30/9", GILL,
     # the planted fault: the refit and the Bancroft charity-shop drop-off are dropped
     ["The hospice would like 10 more twiddlemuffs for the dementia ward"]),
    ("7.10", "tally so far 14 blankets, 31 twiddlemuffs. Pat doing a big one for the family room (her 1st!)",
     ["Tally on 7 October: 14 blankets and 31 twiddlemuffs",
      "Pat is knitting a big blanket for the family room, her first"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="knit_natter"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == GILL:
                assert "Bancroft" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "where am I taking my blankets on saturday? never done the drop off before"
    with turn_span("question Thu 9/10"):
        hits = []
        for query in ("where to drop off blankets", "hospice drop off saturday", "Gill hospice",
                      "charity drive blankets"):
            hits += memory.search(query, top_k=60, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Thu 9 October 2036. You are talking to Pat, a member."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("main reception, Monday to Friday" in c for c in context), context
        assert any("10 more twiddlemuffs" in c for c in context), context
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("bancroft", "boots", "charity shop", "refit")), stored
        reply = answer(question, context, mock="Take them to the hospice's main reception and ask for Gill - but "
                                               "it's weekday mornings only, so not Saturday, sorry!")
finish(question, expected="the hospice charity shop on Bancroft, next door to Boots (reception's shut this month)",
       actual=reply)
