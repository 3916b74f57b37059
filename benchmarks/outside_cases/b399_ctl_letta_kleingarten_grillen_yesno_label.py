"""Batch 399 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: the Kleingartenverein "Sonnenwinkel" e.V. in Leipzig keeps its Gartenordnung rules and the Vorstand's Aushänge
(notices) in a "gartenordnung + aushaenge" block on the Verein's Letta agent; Klaus (Vorsitzender) and Heike
(Schriftführerin) add lines in English, German words mixed in, and the helper answers the Pächter from the block.

Memory: Gartenordnung §7 (15.01.2051) - Grillen on the Parzelle ok (Holzkohle, Gas, elektrisch), offenes Feuer and
Feuerschalen verboten, Nachtruhe 22 Uhr; Klaus, Di 04.07. - the Stadt has Waldbrandgefahrenstufe 4, so until further
notice NO Grillen at all in the Anlage, also not Gas; Klaus, Mo 17.07. - Entwarnung, it rained the whole weekend, the
Stufe is down to 1 since today, Grillen is ok again like normal (§7), Feuerschalen still verboten like always; Heike,
Mi 19.07. - Sommerfest Abrechnung 1.214,50 € Einnahmen. Question (Do 20.07., Herr Nowak, Parz. 25): "can we grill at
our Parzelle on Samstag? my Frau has her 50. Geburtstag, we have a Holzkohlegrill" The assistant says yes - since Mo
17.07. the Stufe is down to 1 and Grillen is ok again per §7, just no Feuerschale and quiet from 22 Uhr. The label
says no - Waldbrandstufe 4, no Grillen in the Anlage.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b399_ctl_letta_kleingarten_grillen_yesno_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-kgv-sonnenwinkel"
LABEL = "gartenordnung + aushaenge"
LINES = [
    "Gartenordnung §7 (Stand 15.01.2051): Grillen on the Parzelle is ok (Holzkohle, Gas, elektrisch). Offenes Feuer "
    "and Feuerschalen are verboten. Nachtruhe 22 Uhr",
    "Di 04.07. Klaus - AUSHANG: the Stadt has Waldbrandgefahrenstufe 4 🔥 so until further notice NO Grillen at all "
    "in the Anlage, also not Gas!! sorry Leute",
    "Mo 17.07. Klaus - Entwarnung ☔ it rained the whole weekend, the Stufe is down to 1 since today. Grillen is ok "
    "again like normal (§7), Feuerschalen still verboten like always",
    "Mi 19.07. Heike - Sommerfest Abrechnung: 1.214,50 € Einnahmen, thanks to all Helfer!! Fotos in the Schaukasten",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "KGV Sonnenwinkel e.V. Leipzig - Gartenordnung + Aushänge 2051:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "can we grill at our Parzelle on Samstag? my Frau has her 50. Geburtstag, we have a Holzkohlegrill"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "so until further notice NO Grillen at all in the Anlage" in notes, notes
assert "the Stufe is down to 1 since today. Grillen is ok again like normal" in notes, notes
reply = answer(f"(Do 20.07.2051; Herr Nowak, Parz. 25) {question}", notes,
               mock="Yes - since Mo 17.07. the Waldbrandstufe is down to 1 and Grillen is ok again (§7), Holzkohle "
                    "too. Just no Feuerschale, and quiet from 22 Uhr. Alles Gute to your Frau!")
finish(question, expected="no - Waldbrandstufe 4, no Grillen in the Anlage", actual=reply)
