"""Batch 150 (held out). A foodbank's Christmas hamper notes: mem0 Memory (infer=True; a scripted OpenAI-compatible
model returns mem0's extraction JSON; in-memory qdrant), script style (each call its own trace).

App: Bev coordinates Lower Calder Foodbank's Christmas hampers (referrals from the GPs, the schools and Citizens
Advice; packing at the Scout hut on Bank St on Sat 12th Dec 2037; the drivers take them out on Tue 22nd and Weds
23rd). She types her notes into the foodbank's helper with ``memory.add(messages, user_id=..., metadata={"date":
...})`` and the volunteers ask it things.

Planted fault (ExtractionError, omitted at extraction): Bev's note of Tue 24/11 has the plan (referrals close Fri
4th Dec, packing Sat 12th from 9). Her note of 4.12. says referrals shut at 5 with 142 families in the book; that
Citizens Advice rang at ten to with 9 more and Gill (the chair) said go on then, nobody gets turned away at
Christmas - so 151 hampers to pack; and, in the same note, that the Co-op on Market St are giving 60 turkey crowns
(collect the 21st) and the Round Table want their crates back by New Year. The extraction keeps the 142 families,
the turkey crowns and the crates, and drops Citizens Advice's 9 late referrals that Gill took (and the 151). Question
(Fri 11/12, Tom, a packer): "how many hampers are we doing tmrw? wondering if its worth bringing my lad" -> expected
151 (142 by the cut-off plus the 9 late ones from Citizens Advice that Gill said yes to). The assistant says 142.

Expected verdict: ExtractionError at mem0.extract inside the 4.12. add (fault() wraps that one add): the note handed
to mem0 says 151 hampers and no memory made from it has the late referrals or the 151, while three other facts of
the same note were kept; the search and the answer then worked on what was stored. Asserted: the note has the 9
late ones and the 151; no stored memory or context line mentions 151, Citizens Advice ringing or the 9 late ones;
the 142 line and the turkey crowns and crates lines from the same note are in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b150_mem0_foodbank_hamper_count_extract", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "lower-calder-foodbank-bev"
CUTOFF = ("referrals shut at 5 - 142 families in the book. then Citizens Advice rang at 10 to with 9 more, Gill said "
          "go on then, we're not turning anyone away at xmas - so 151 hampers to pack!! + the Co-op on Market St are "
          "giving us 60 turkey crowns, collect the 21st (need a big car). Round Table want their crates back by new "
          "yr pls")
NOTES = [
    ("Tue 24/11", "XMAS HAMPERS - referrals close fri 4th dec (GPs, schools, CAB). packing sat 12th at the Scout hut "
                  "Bank St from 9. deliveries tue 22nd + weds 23rd. each one = big box dry stuff + carrier of fresh "
                  "+ a selection box per kid",
     ["Christmas hamper referrals close on Friday 4 December and come from GPs, schools and Citizens Advice",
      "Hamper packing is on Saturday 12 December at the Scout hut on Bank St from 9",
      "Hamper deliveries are on Tuesday 22 and Wednesday 23 December",
      "Each hamper is a big box of dry goods, a carrier bag of fresh food and a selection box per child"]),
    ("4.12.", CUTOFF,
     # the planted fault: the 9 late referrals from Citizens Advice that Gill took (so 151 hampers) are dropped
     ["Referrals closed at 5pm with 142 families in the book",
      "The Co-op on Market St is giving 60 turkey crowns, to be collected on 21 December with a big car",
      "The Round Table want their crates back by New Year"]),
    ("Weds 9 Dec", "packing day - Brownies doing the selection boxes 10-11ish, Men's Shed doing the lifting. need 12 "
                   "ppl min. parcel tape + marker pens in the blue crate, tins go at the bottom!!",
     ["On packing day the Brownies are doing the selection boxes from about 10 to 11",
      "The Men's Shed is doing the lifting on packing day",
      "At least 12 people are needed for packing day",
      "Parcel tape and marker pens are in the blue crate"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="lower-calder-foodbank"))
    for day, note, _ in NOTES:
        msgs = [{"role": "user", "content": note}]
        if note == CUTOFF:
            assert "9 more" in note and "151 hampers" in note
            with fault():
                memory.add(msgs, user_id=USER, metadata={"date": day})
        else:
            memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "how many hampers are we doing tmrw? wondering if its worth bringing my lad"
    hits = []
    for query in ("how many christmas hampers families referrals", "late referrals citizens advice",
                  "packing day saturday scout hut", "turkey crowns crates"):
        hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
    context = ["Today is Fri 11 December 2037. You are talking to Tom, a volunteer packer at Lower Calder Foodbank, "
               "about tomorrow's Christmas hamper packing."]
    for h in hits:
        if h["memory"] not in context:
            context.append(h["memory"])
    stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
    assert any("142 families" in c for c in context), context
    assert any("turkey crowns" in c for c in context) and any("crates back" in c for c in context), context
    assert not any(w in s.lower() for s in stored + context for w in ("151", "citizens advice rang", "9 more", "late")),\
        stored
    reply = answer(question, context, mock="142 - one for each family referred. With the Brownies and the Men's Shed "
                                           "there, an extra pair of hands would be welcome.")
finish(question, expected="151 - 142 families by the cut-off plus the 9 late ones from Citizens Advice that Gill said "
                          "yes to", actual=reply)
