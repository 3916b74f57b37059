"""Batch 71 (held out). An allotment society's seed swap: mem0 Memory (infer=True; a scripted OpenAI-compatible
model returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: Pauline is secretary of the Cashes Green Allotment Society. The spring seed swap is Sat 15 March 2031 in the
trading hut, 10 till 12. She dictates her notes about it into mem0 with ``memory.add(messages, user_id=...,
metadata={"date": ...})`` and mem0's LLM pulls out the facts. Seven notes, Jan - Mar 2031.

Planted fault (ExtractionError, omitted at extraction): Ken on plot 14 promises three lots of seed for the swap
table over three notes. The note of 3 Feb says "Ken (14) rang, he's saved loads of the crimson flowered broad
beans, he'll do 3 packets for the table. ALSO hut roof dripping again over the fert sacks, Bob's got felt. and
rents: full plot £38 from april, half £21". The extraction keeps the roof and the rents and drops Ken's broad
beans. Question (Fri 14/3, Ken himself, loading his car): "remind me what I said I'd bring for the swap table?"
-> expected three: Boltardy beetroot, his saved Polestar runner beans and the crimson-flowered broad beans. The
assistant names two.

Expected verdict: ExtractionError at mem0.extract inside the 3 Feb add (fault() wraps that one add). Asserted: the
note has the broad beans; no stored memory mentions broad beans, while the roof and the rents from the same note
are stored and the beetroot and the runner beans are in the context. Another reading: none that we see; the
searches return every memory.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b71_mem0_allotment_swap_beans_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "cashes-green-allotments"
KEN_BEANS = ("Ken (14) rang, he's saved loads of the crimson flowered broad beans, he'll do 3 packets for the table. "
             "ALSO hut roof dripping again over the fert sacks, Bob's got felt. and rents: full plot £38 from april, "
             "half £21")
NOTES = [
    ("2031-01-09", "seed swap sat 15/3 in the trading hut 10-12. tea urn from the church again, Sheila's doing cakes. "
                   "£2 a table members, non members a fiver",
     ["Seed swap is Saturday 15 March 2031 in the trading hut, 10am to 12",
      "Tea urn borrowed from the church; Sheila is doing cakes",
      "Swap tables cost £2 for members and £5 for non-members"]),
    ("Jan 20", "ken on plot 14 says he'll bring his Boltardy beetroot for the swap, he always over orders lol. "
               "also wants to know who's got the long handled loppers",
     ["Ken (plot 14) will bring Boltardy beetroot seed to the swap",
      "Ken is asking who has the long-handled loppers"]),
    ("3.2.31", KEN_BEANS,
     # the planted fault: Ken's broad beans for the swap table are not extracted
     ["Trading hut roof is dripping over the fertiliser sacks; Bob has roofing felt",
      "Plot rents from April: full plot £38, half plot £21"]),
    ("11/2", "new people on 22a (Jo + Sam), keen, want onion sets + any spare squash seed. told them come to the swap",
     ["New tenants on plot 22a, Jo and Sam, want onion sets and spare squash seed; invited to the swap"]),
    ("Feb 24th", "Ken again - his saved runner beans (Polestar) came up fine in the kitchen roll test so they're "
                 "going on the table too. 'not the white ones, nobody wants them'",
     ["Ken will also bring his saved Polestar runner beans to the swap table (not the white ones)"]),
    ("2031-03-02", "Bob fixed the roof sat, felt + batten. owes him £17.60 from petty cash",
     ["Bob fixed the trading hut roof; he is owed £17.60 from petty cash"]),
    ("10th Mar", "labels + pencils for the swap in the blue box, and the envelopes. Maureen's lending her card table",
     ["Labels, pencils and envelopes for the swap are in the blue box", "Maureen is lending her card table"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="cashes-green"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == KEN_BEANS:
                assert "broad beans" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "remind me what I said I'd bring for the swap table?"
    with turn_span("question Fri 14/3"):
        hits = []
        for query in ("Ken plot 14 bring seed swap table", "saved seed beans", "beetroot", "what Ken promised"):
            hits += memory.search(query, top_k=60, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Fri 14 March 2031. You are talking to Ken, who has plot 14."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("roof is dripping" in s for s in stored), stored
        assert any("full plot £38" in s for s in stored), stored
        assert any("Boltardy" in c for c in context), context
        assert any("Polestar" in c for c in context), context
        assert not any("broad bean" in s.lower() for s in stored + context), stored
        reply = answer(question, context, mock="You said you'd bring your Boltardy beetroot and the saved Polestar "
                                               "runner beans (not the white ones).")
finish(question, expected="3 lots - beetroot (Boltardy), his own runner bean seed, and the crimson flowered broad "
                          "beans", actual=reply)
