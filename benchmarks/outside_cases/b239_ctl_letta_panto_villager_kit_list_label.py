"""Batch 239 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: the Mytholmroyd Amateur Operatic put on Aladdin in the Mechanics Institute, Thu 11th - Sat 13th January 2052 -
rehearsals Sundays and Wednesdays, dress rehearsal Weds 10th Jan, costumes from Sue and the wardrobe team, tickets
from the Co-op. Sue (wardrobe) and Pat (the director) add lines to a "panto" block on the society's Letta agent;
the helper answers the cast's questions from it.

Memory: Sue, 2051-10-12T21:00 - chorus villagers bring their own black trousers or leggings, a plain white shirt,
wellies, and braces if they've got them, and the wardrobe does the hats and the aprons; Pat, 4/11 - rehearsals
Sunday 2-5 and Wednesday 7.30 in the Mechanics, songs on Wednesdays; Sue, Tue 28th Nov - scrap the wellies, the
stage is like an ice rink since they varnished it, black plimsolls or soft black shoes instead, and she's making
waistcoats for everyone so no braces needed; Pat, Sat 9th Dec - tickets £9 and £6 from the Co-op. Question (Weds
13/12, Tom, in the chorus): "what do I need to bring for my villager costume? sorting it this wknd" The assistant
says black trousers or leggings, a plain white shirt and black plimsolls or soft black shoes - the waistcoat, hat
and apron come from wardrobe. The label says black trousers, a white shirt, wellies and braces.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b239_ctl_letta_panto_villager_kit_list_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-mytholmroyd-operatic"
LABEL = "panto"
LINES = [
    "2051-10-12T21:00 Sue - CHORUS VILLAGERS 👒 bring ur own black trousers or leggings, plain white shirt, wellies, "
    "+ braces if you've got them. wardrobe's doing the hats + aprons",
    "4/11 Pat - rehearsals sun 2-5 + weds 7.30 in the Mechanics, songs on weds, pls be off book by the 6th dec!!",
    "Tue 28th Nov Sue - scrap the wellies, the stage is like an ice rink since they varnished it 😬 black plimsolls "
    "or soft black shoes instead. and I'm making waistcoats for everyone so no braces needed",
    "Sat 9th Dec Pat - tickets £9 + £6 from the co-op, thu + fri 7pm, sat 2 + 7. dress weds 10th jan 6.30 sharp",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Mytholmroyd Amateur Operatic - Aladdin, Jan 2052:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "what do I need to bring for my villager costume? sorting it this wknd"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "plain white shirt, wellies, + braces if you've got them" in notes, notes
assert "scrap the wellies" in notes and "so no braces needed" in notes, notes
reply = answer(f"(Weds 13/12/51; Tom, chorus) {question}", notes,
               mock="Your own black trousers or leggings, a plain white shirt, and black plimsolls or soft black "
                    "shoes - not wellies now, the stage is too slippery. Sue's making the waistcoats and wardrobe "
                    "does the hats and aprons, so no braces.")
finish(question, expected="black trousers, a white shirt, wellies and braces", actual=reply)
