"""Batch 118 (held out). A wedding florist's order notes: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: Nell runs Stem & Petal, a one-woman wedding florist with a Saturday helper; she types her consultation and order
notes into the shop helper with ``memory.add(messages, user_id=..., metadata={"date": ...})``, and Jas, who does
the wholesale order and the deliveries, asks it what to buy in.

Planted fault (ExtractionError, garbled at extraction): the first consultation note (14/3) for the Ashworth/Kay
wedding (sat 19th sept, Holmfield Hall) has the colours as tbc, burgundy or blush. Nell's note of Tue 23rd June says
the colours are sorted: dusky pink + sage with a bit of ivory, and NOT burgundy - the bride's mum thought it too
wintry for September - plus the bouquet count (bride, 2 bridesmaids, a flower girl's wand). Extraction keeps the
bouquet count but writes the colours as "burgundy and sage with ivory": the one word the note ruled out took the place
of the one it chose. Question (Mon 14/9, Jas): "doing the wholesale order for the ashworth bouquets - what colours am
i getting in?" -> expected dusky pink, sage and ivory. The assistant says burgundy, sage and ivory.

Expected verdict: ExtractionError at mem0.extract inside the 23rd June add (fault() wraps that one add): the note
handed to mem0 had the colours right and the memory it made from it has them wrong; the searches and the answer then
worked on what was stored. Asserted: the note says dusky pink and not burgundy; no stored memory or context line says
dusky pink, while the garbled colours line and the bouquet count from the same note are in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b118_mem0_florist_ashworth_colours_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "stemandpetal-nell"
COLOURS = ("Ashworth colours SORTED at last!! dusky pink + sage w a bit of ivory, def NOT the burgundy - her mum said "
           "too wintry for a sept do and tbh she's right. bouquets: bride + 2 bridesmaids + a wand for the flower "
           "girl (Poppy, 5). she's sending a pic of the dresses")
NOTES = [
    ("14/3", "consult - Ashworth/Kay wedding sat 19th sept, Holmfield Hall. ceremony 1.30pm on site. colours tbc, "
             "torn between burgundy or blush. budget abt £1200 all in, £200 deposit taken",
     ["The Ashworth/Kay wedding is Saturday 19 September at Holmfield Hall, ceremony at 1.30pm on site",
      "Ashworth/Kay colours to be confirmed: burgundy or blush",
      "Ashworth/Kay flower budget is about £1200 all in; £200 deposit taken"]),
    ("22.3.", "Greenwood/Shah - 12 table centres, jam jars + gyp, they're doing their own buttonholes (his aunt). "
              "drop at the Lowfold barn by 11, back door by the kitchens",
     ["Greenwood/Shah want 12 table centres in jam jars with gypsophila",
      "Greenwood/Shah are doing their own buttonholes (his aunt is making them)",
      "Greenwood/Shah flowers go to the Lowfold barn by 11, back door by the kitchens"]),
    ("Tue 23rd June", COLOURS,
     # the planted fault: the colours come out garbled
     ["Ashworth/Kay colours are burgundy and sage with a bit of ivory",
      "Ashworth/Kay bouquets: the bride, 2 bridesmaids and a wand for the flower girl Poppy (5)"]),
    ("Weds 2 Sept", "Holmfield - Becky says arch goes up from 10, we can't get in the orangery before. Ashworth "
                    "balance £1000 paid today, ta. order from Dutch van Mon before, it comes tues 7.30ish",
     ["At Holmfield Hall the arch can go up from 10; no access to the orangery before then",
      "Ashworth/Kay balance of £1000 paid on 2 September",
      "Wholesale order goes to the Dutch van on the Monday before; it comes Tuesday around 7.30"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="stemandpetal"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == COLOURS:
                assert "dusky pink" in note and "NOT the burgundy" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "doing the wholesale order for the ashworth bouquets - what colours am i getting in?"
    with turn_span("question Mon 14/9"):
        hits = []
        for query in ("Ashworth Kay wedding colours", "Ashworth bouquets flowers", "wholesale order Dutch van"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 14 September 2037. You are talking to Jas, who does Stem & Petal's wholesale order."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("burgundy and sage" in c for c in context), context
        assert any("2 bridesmaids" in c for c in context), context
        assert not any("dusky" in s.lower() or "pink" in s.lower() for s in stored + context), stored
        reply = answer(question, context, mock="Burgundy and sage with a bit of ivory - for the bride's bouquet, the "
                                               "2 bridesmaids and Poppy's wand.")
finish(question, expected="dusky pink, sage and a bit of ivory (not burgundy - too wintry for September)",
       actual=reply)
