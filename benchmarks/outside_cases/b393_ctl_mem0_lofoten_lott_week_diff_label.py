"""Batch 393 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note stored
as written; in-memory qdrant), one root span per note and one for the question.

App: M/S Lundefjell fishes skrei with gillnets out of Selvika in Lofoten in March 2051 - Knut (skipper), Marit, Ola
and Dawid (who writes in English), and the boat's share. Knut and the crew put their notes into the boat's helper
with ``memory.add(..., infer=False)``; the crew ask it about the weekly oppgjør (settlement).

Memory: fre 17.03.2051 kl. 19.00 Knut - settlement for week 11, gross 186 400 kr, less bait/diesel/ice 44 400 = 142
000 net to share, 5 shares (4 crew + the boat's) -> 28 400 kr a share, paid Monday; lør 18.03. Dawid - thanks, can
his go to the Norwegian account; søn 19.03. Knut - he forgot the buyer's quality deduction, kr 7 000 for bloody and
gaping fish on Tuesday, so net is 135 000 -> 27 000 kr a share, sorry folks; man 20.03. Marit - 10 new nets ordered,
coming on the route boat Thursday. Question (man 20.03., Dawid): "how much is my lott for week 11? checking before
the transfer comes" The assistant says 27 000 kr (135 000 / 5, after the 7 000 deduction). The label says 28 400
kr.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b393_ctl_mem0_lofoten_lott_week_diff_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "lundefjell-crew"
NOTES = [
    ("fre 17.03.2051 kl. 19.00", "fre 17.03.2051 kl. 19.00 Knut - OPPGJØR uke 11 🐟 brutto 186 400 kr, minus agn/"
                                 "diesel/is 44 400 = 142 000 netto til deling, 5 lotter (4 mann + båtlott) → 28 400 "
                                 "kr pr lott. utbetaling mandag"),
    ("lør 18.03.", "lør 18.03. Dawid - thanks skipper 🙏 can mine go to the Norwegian account this time, not the "
                   "old one"),
    ("søn 19.03.", "søn 19.03. Knut - glemte kvalitetstrekket fra mottaket 🙈 kr 7 000 for blodig + gapende fisk "
                   "tirsdag, så netto er 135 000 → 27 000 kr pr lott. sorry folkens"),
    ("man 20.03.", "man 20.03. Marit - 10 nye garn bestilt, kommer med rutebåten torsdag. Ola henter på kaia"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="lundefjell-skrei-2051"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how much is my lott for week 11? checking before the transfer comes"
    with turn_span("question man 20.03."):
        hits = []
        for query in ("lott oppgjør uke 11", "kr pr lott", "trekk fra mottaket netto"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["I dag er mandag 20.03.2051. You are talking to Dawid, crew on M/S Lundefjell (one lott)."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("28 400 kr pr lott" in c for c in context), context
        assert any("glemte kvalitetstrekket" in c and "27 000 kr pr lott" in c for c in context), context
        reply = answer(question, context, mock="27 000 kr - Knut forgot the kvalitetstrekk (kr 7 000), so netto is "
                                               "135 000 split on 5 lotter.")
finish(question, expected="28 400 kr", actual=reply)
