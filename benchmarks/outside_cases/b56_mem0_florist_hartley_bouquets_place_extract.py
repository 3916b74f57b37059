"""Batch 56 (held out). A wedding florist's order book: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: Petal & Stem (Nikki, a one-woman wedding florist working out of a unit near Bury St Edmunds) dictates order
notes as brides ring, email or come in for consultations, with ``memory.add(messages, user_id="petal-and-stem",
metadata={"date": ...})``; mem0's LLM pulls the facts out. Ten notes, March - August 2026.

Planted fault (ExtractionError, omitted at extraction): on 14/7 Nikki notes a call from Hannah Hartley: "hartley
(22/8, Hengrave Hall) - rang re final bits. deposit £300 pd by bank trnsfr back in march, balance £1,140 due 8/8.
shes getting ready at her mums, Rose Cottage on Water St in Lavenham, so the bouquets + the 6 buttonholes need to
be there by 10 not at the hall!! table jam jars + the arch still to Hengrave for 11ish". The extraction keeps the
balance, the deposit and the jam jars/arch going to Hengrave, and drops where the bouquets go. Question (Fri 21/8,
Nikki loading the van): "where am I dropping the Hartley bouquets tomorrow?" -> expected her mum's house, Rose
Cottage in Lavenham. The assistant says Hengrave Hall.

Expected verdict: ExtractionError at mem0.extract inside the 14/7 add (fault() wraps that one add). Asserted: the
note names Rose Cottage; no stored memory mentions Lavenham, Rose Cottage or her mum, while the balance fact from the
same note is in the context. Another reading: none that we see; the searches return every memory.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b56_mem0_florist_hartley_bouquets_place_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "petal-and-stem"
HARTLEY = ("hartley (22/8, Hengrave Hall) - rang re final bits. deposit £300 pd by bank trnsfr back in march, balance "
           "£1,140 due 8/8. shes getting ready at her mums, Rose Cottage on Water St in Lavenham, so the bouquets + "
           "the 6 buttonholes need to be there by 10 not at the hall!! table jam jars + the arch still to Hengrave "
           "for 11ish")
NOTES = [
    ("2026-03-09", "new booking Hannah Hartley + Josh, sat 22 aug, Hengrave Hall. loves blush + ivory, NO "
                   "chrysanths (her nan's funeral). dep £300 rcvd by transfer",
     ["Hannah Hartley and Josh's wedding is Saturday 22 August at Hengrave Hall",
      "Hannah Hartley wants blush and ivory flowers, no chrysanthemums",
      "Hartley deposit of £300 received by bank transfer"]),
    ("2026-03-21", "Mellor wedding 4/7 at the Athenaeum - 2 bouquets, 40 buttonholes (big family!), pew ends x12",
     ["Mellor wedding 4 July at the Athenaeum: 2 bouquets, 40 buttonholes, 12 pew ends"]),
    ("2026-04-02", "wholesaler - Dutch order goes in tues for fri delivery, min £250, peonies silly money after "
                   "mid june so push people to garden roses",
     ["Dutch wholesaler orders go in on Tuesday for Friday delivery, minimum £250",
      "Peonies get expensive after mid June; suggest garden roses instead"]),
    ("2026-04-18", "Hartley consult - bride bouquet + 3 maids (smaller), 6 buttonholes, 10 jam jars for the long "
                   "tables, and the moongate arch hire £180. quote sent £1,440 all in",
     ["Hartley order: bridal bouquet, 3 bridesmaid bouquets, 6 buttonholes, 10 jam jars, moongate arch hire £180",
      "Hartley quote £1,440 all in"]),
    ("2026-05-06", "van MOT 20/5 at Kwik's, 8.30 drop off. remind me",
     ["Van MOT on 20 May at Kwik's, drop off 8.30"]),
    ("2026-06-11", "Priya Patel enquiry 12/9 Wethersfield Barn, marigolds + hot pinks, big budget, consult 1st July",
     ["Priya Patel enquiry: 12 September at Wethersfield Barn, marigolds and hot pinks, consultation 1 July"]),
    ("2026-07-14", HARTLEY,
     # the planted fault: where the bouquets and buttonholes go on the day is not extracted
     ["Hartley balance of £1,140 is due on 8 August",
      "Hartley deposit of £300 was paid by bank transfer in March",
      "Hartley table jam jars and the arch go to Hengrave Hall for about 11am"]),
    ("2026-07-30", "cold room fan making that noise again - Dean coming weds am",
     ["The cold room fan is noisy; Dean is coming Wednesday morning"]),
    ("2026-08-08", "Hartley balance in 👍 £1,140",
     ["Hartley balance of £1,140 has been paid"]),
    ("2026-08-17", "22nd - Hengrave say access thru the stable yard gate, code 4471, ask for Marcus on the day",
     ["At Hengrave Hall on the 22nd, use the stable yard gate (code 4471) and ask for Marcus"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="petal-and-stem"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == HARTLEY:
                assert "Rose Cottage on Water St in Lavenham" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "where am I dropping the Hartley bouquets tomorrow?"
    with turn_span("question Fri 21/8"):
        hits = []
        for query in (question, "Hartley wedding bouquets buttonholes delivery", "Hartley bride getting ready"):
            hits += memory.search(query, top_k=60, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Fri 21 August 2026 (tomorrow is Sat 22nd, the Hartley wedding)."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("balance of £1,140 is due" in c for c in context), context
        assert not any("Lavenham" in s or "Rose Cottage" in s or "her mum" in s or "Water St" in s
                       for s in stored + context[1:]), stored
        reply = answer(question, context, mock="Hengrave Hall - go in through the stable yard gate (code 4471) and "
                                               "ask for Marcus.")
finish(question, expected="her mum's place in Lavenham (Rose Cottage) - she's getting ready there", actual=reply)
