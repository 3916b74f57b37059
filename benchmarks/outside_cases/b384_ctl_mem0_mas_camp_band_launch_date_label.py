"""Batch 384 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: Tamboo Bamboo Mas launch their Carnival 2051 band at their mas camp on Cassia Street - every section's costume
on the models, food, drinks, a DJ, tickets TT$150. Natalie (the band's admin) puts her notes into the band's helper
with ``memory.add(..., infer=False)``; members ask it things.

Memory: 2050-08-05T21:00 - band launch Sat 24/09 at the camp, 8pm, all sections on the models, TT$150 a ticket;
28/08 - models fitting Sunday, the wire benders need the Blue Jumbie sample by 15/09; Thu 15/09 - the generator
man can't do the 24th, he has a fete, and they're not launching in the dark, so they're pushing it back a week, same
time same place, tickets still good; Tue 20/09 - 140 tickets sold, DJ Ziggy playing the launch. Question (Wed
21/09, Marlon): "when the band launch again? my cousin coming up from San Fernando for it" The assistant says Sat
01/10 at 8pm at the camp (pushed back a week from the 24th). The label says Sat 24/09.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b384_ctl_mem0_mas_camp_band_launch_date_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "tamboo-bamboo-mas-natalie"
NOTES = [
    ("2050-08-05T21:00", "2050-08-05T21:00 BAND LAUNCH 🎉 Sat 24/09 at the camp on Cassia St, 8pm. all sections on "
                         "the models, food + drinks, TT$150 a ticket, Linx or cash"),
    ("28/08", "28/08 models fitting Sun by the camp. wire benders need the Blue Jumbie sample by 15/09 latest"),
    ("Thu 15/09", "Thu 15/09 generator man cyar do the 24th, he have a fete 🙄 and we not launching in the dark, so we "
                  "pushing it back a week - same time same place. tickets still good, tell people"),
    ("Tue 20/09", "Tue 20/09 140 tickets sold!! DJ Ziggy playing the launch, Keron on the door"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="tamboo-bamboo-mas-2051"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "when the band launch again? my cousin coming up from San Fernando for it"
    with turn_span("question Wed 21/09"):
        hits = []
        for query in ("band launch date", "launch pushed back", "when is the launch"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Wed 21/09/2050. You are talking to Marlon, who is playing with Tamboo Bamboo Mas."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("Sat 24/09 at the camp" in c for c in context), context
        assert any("pushing it back a week - same time same place" in c for c in context), context
        reply = answer(f"(Marlon) {question}", context,
                       mock="Saturday 01/10, 8pm at the camp on Cassia St - it get push back a week from the 24th "
                            "(the generator man had a fete). Tickets from before still good.")
finish(question, expected="Sat 24/09, 8pm at the camp", actual=reply)
