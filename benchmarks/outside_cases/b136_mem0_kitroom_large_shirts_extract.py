"""Batch 136 (held out). A junior football club's kit room notes: mem0 Memory (infer=True; a scripted
OpenAI-compatible model returns mem0's extraction JSON; in-memory qdrant), script style (each call its own trace).

App: Mick runs the kit room for Thornley Juniors FC (shirt orders, the washing rota, lost kit) and types his notes
into the club's helper with ``memory.add(messages, user_id=..., metadata={"date": ...})``; he asks it things before
he places an order or hands the bag on.

Planted fault (ExtractionError, omitted at extraction): Mick's note of 14/3 has the U12s' home shirt order for next
season (Kitlocker, order by Thu 26th): 5 small, 7 medium, 4 large, keeper top XL. His note of 22.3. says two new
lads signed at training (Kian + Ollie), both need a large, and Jordan's grown out of his medium so he goes to a large
(one off the mediums) - and, in the same note, that Sharon has the washing bag this week (Mick next) and the
clubhouse tumble dryer's bust again. The extraction keeps the washing rota and the dryer and drops the new lads and
Jordan's swap. Question (Weds 25/3, Mick): "how many large shirts going on the U12 order? doing it online tmrw" ->
expected 7 (the 4 + Kian and Ollie + Jordan). The assistant says 4.

Expected verdict: ExtractionError at mem0.extract inside the 22.3. add (fault() wraps that one add): the note handed
to mem0 said three more larges are needed and no memory made from it says so, while the other two facts from the
same note were kept; the search and the answer then worked on what was stored. Asserted: the note names the new
lads and Jordan's swap; no stored memory or context line mentions Kian, Ollie or Jordan; the 14/3 order (4 large)
and the rota and dryer lines from the same note are in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b136_mem0_kitroom_large_shirts_extract", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "thornley-juniors-kit"
LADS = ("signed 2 new lads at training tonight, Kian + Ollie, both need a LARGE. also Jordan's grown out of his "
        "medium (his mum says hes shot up 3 inches since xmas) so swap him to large, 1 less medium. washing - "
        "Sharon's got the bag this wk, me next. clubhouse tumble dryer's bust AGAIN, hang the shirts in the boiler rm")
NOTES = [
    ("14/3", "U12 home shirt order for next season, Kitlocker, has to be in by thurs 26th: 5 small, 7 medium, 4 "
             "large + keeper top XL. names on back £3 extra each, committee says yes to names",
     ["U12s home shirt order for next season (Kitlocker, deadline Thursday 26 March): 5 small, 7 medium, 4 large, "
      "plus a keeper top in XL",
      "Names on the back of the U12 shirts cost £3 extra each; the committee agreed to names"]),
    ("22.3.", LADS,
     # the planted fault: the two new lads and Jordan's swap to large are dropped; the other two facts are kept
     ["Sharon has the washing bag this week and Mick has it next week",
      "The clubhouse tumble dryer is broken again; hang the shirts in the boiler room"]),
    ("Tue 24th", "away kit back from the wash, 2 socks missing as per. U12 training thurs moved to 6.30 (floodlights "
                 "being fixed). ref's whistle is in the first aid box not the kit bag!!",
     ["The away kit is back from the wash with two socks missing",
      "U12 training on Thursday is moved to 6.30 while the floodlights are fixed",
      "The referee's whistle is kept in the first aid box, not the kit bag"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="thornley-juniors-kit"))
    for day, note, _ in NOTES:
        msgs = [{"role": "user", "content": note}]
        if note == LADS:
            assert "Kian + Ollie, both need a LARGE" in note and "swap him to large" in note
            with fault():
                memory.add(msgs, user_id=USER, metadata={"date": day})
        else:
            memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "how many large shirts going on the U12 order? doing it online tmrw"
    hits = []
    for query in ("U12 shirt order large sizes", "new players signed shirt sizes", "washing bag tumble dryer"):
        hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
    context = ["Today is Weds 25 March 2037. You are talking to Mick, who runs the kit room at Thornley Juniors FC."]
    for h in hits:
        if h["memory"] not in context:
            context.append(h["memory"])
    stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
    assert any("5 small, 7 medium, 4 large" in c for c in context), context
    assert any("washing bag" in c for c in context) and any("tumble dryer" in c for c in context), context
    assert not any("Kian" in s or "Ollie" in s or "Jordan" in s or "new lads" in s for s in stored + context), stored
    reply = answer(question, context, mock="4 large - the order's 5 small, 7 medium, 4 large and the XL keeper top.")
finish(question, expected="7 - the 4 plus Kian and Ollie (new) and Jordan moving up from a medium", actual=reply)
