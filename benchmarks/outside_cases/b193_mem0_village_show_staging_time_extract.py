"""Batch 193 (held out). A village show's produce classes: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), script style (every call its own trace).

App: High Ercall Village Show is Sat 15th Aug 2043 in a marquee on the rec - veg, fruit, flowers, baking and jams,
the Banks cup for most points in the veg classes. Sheila (the show secretary) types her notes into the show's helper
with ``memory.add(messages, user_id=..., metadata={"date": ...})``; exhibitors ask it things.

Planted fault (ExtractionError, a fact dropped at extraction): the first note (2043-05-12T19:30) has produce staging
7.30-10am, judging from 10.30, public in at 2. Sheila's note of Weds 8 Jul says Mrs Pryce (the veg and fruit judge)
rang - her granddaughter's wedding is at 1 in Ludlow, so can she judge early; Sheila said fine, so judging starts
9.30 now and staging shuts at 9 sharp, not 10, the veg lot need telling; Mrs Pryce is bringing her own scales; and
Dennis was asking if shallots count as onions (no, separate class). The extraction keeps the wedding, the scales and
the shallots and drops the new judging and staging times, so 7.30-10am stays the only staging time stored. Question
(Thu 13/8, Dennis, who's got a marrow in): "what time have I got to have my veg staged by sat? want to get the marrow
in the car first thing" -> expected 9 sharp (judging's 9.30 now, Mrs Pryce has a wedding). The assistant says by 10.

Expected verdict: ExtractionError at mem0.extract inside the Weds 8 Jul add (fault() wraps that one add): the note
handed to mem0 moves staging to 9, and nothing made from it holds the new times, so the store never held the fact
the answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the note says
staging shuts at 9 sharp; no stored memory or context line mentions 9 sharp, 9.30 or staging shutting; the 7.30-10am
staging line and the wedding line (what was kept of the note) are in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b193_mem0_village_show_staging_time_extract", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "high-ercall-show-sheila"
EARLY = ("Mrs Pryce rang 📞 her granddaughters wedding is at 1 in Ludlow so cd she judge early?? said fine so judging "
         "starts 9.30 now + staging shuts at 9 sharp not 10!! veg lot need telling. she's bringing her own scales. "
         "also Dennis asking if shallots count as onions (no!! separate class)")
NOTES = [
    ("2043-05-12T19:30", "SHOW 🥕 sat 15th aug, marquee on the rec. produce staging 7.30-10am, judging from 10.30, "
                         "public in at 2, prize giving 4.30. entry forms + 50p a class to me by the weds before",
     ["The village show is Sat 15 Aug in the marquee on the rec",
      "Produce staging is 7.30-10am on show day",
      "Judging starts at 10.30",
      "Public are let in at 2pm; prize giving at 4.30",
      "Entry forms and 50p a class go to Sheila by the Wednesday before the show"]),
    ("14/6", "judges - Mrs Pryce veg + fruit again, Tom Hughes the flowers, WI doing the baking + jams. cups back "
             "from the engravers, the Banks cup for most pts in veg",
     ["Mrs Pryce is judging veg and fruit",
      "Tom Hughes is judging the flowers; the WI judge baking and jams",
      "The Banks cup is for most points in the veg classes"]),
    ("Weds 8 Jul", EARLY,
     # the planted fault: the new judging time and the 9 sharp staging deadline are dropped
     ["Mrs Pryce has her granddaughter's wedding at 1 in Ludlow on show day",
      "Mrs Pryce is bringing her own scales",
      "Shallots are a separate class from onions"]),
    ("22.7.", "marquee from Jacksons going up fri 14th from 6pm, need 6 of us for the tables. tea tent - cakes off "
              "the WI, 2 urns",
     ["The marquee goes up Fri 14 Aug from 6pm; 6 helpers needed for tables",
      "Tea tent has WI cakes and 2 urns"]),
    ("Tue 4th Aug", "entries so far 38 veg, 22 flowers, 30 baking + jams. heaviest marrow has 4 (Dennis again 🙄)",
     ["Entries so far: 38 veg, 22 flowers, 30 baking and jams",
      "4 entries in heaviest marrow, including Dennis"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="high-ercall-show-2043"))
    for day, note, _ in NOTES:
        msgs = [{"role": "user", "content": note}]
        if note == EARLY:
            assert "staging shuts at 9 sharp not 10" in note
            with fault():
                memory.add(msgs, user_id=USER, metadata={"date": day})
        else:
            memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "what time have I got to have my veg staged by sat? want to get the marrow in the car first thing"
    hits = []
    for query in ("what time does veg staging close", "staging and judging times", "Mrs Pryce judging veg"):
        hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
    context = ["Today is Thu 13 Aug 2043. You are talking to Dennis, who has entries (a marrow among them) in the veg "
               "classes at High Ercall Village Show (Sat 15 Aug)."]
    for h in hits:
        if h["memory"] not in context:
            context.append(h["memory"])
    stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
    assert not any(w in s.lower() for s in stored + context[1:]
                   for w in ("9 sharp", "9.30", "shuts", "early")), stored
    assert any("Produce staging is 7.30-10am" in c for c in context), context
    assert any("wedding at 1 in Ludlow" in c for c in context), context
    reply = answer(question, context, mock="By 10am - staging's 7.30 till 10, judging starts at 10.30, so you've "
                                           "time to load the marrow in the morning.")
finish(question, expected="9 sharp - judging's 9.30 now (Mrs Pryce has a wedding), staging shuts at 9 not 10",
       actual=reply)
