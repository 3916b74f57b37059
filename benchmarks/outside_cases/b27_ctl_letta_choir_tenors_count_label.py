"""Batch 27 (held out), control. A community choir director's notes: Letta core memory block (offline stand-in of
tests/instrumentations), script style (each call its own trace).

App: Jo, who directs Fenland Voices, appends notes to a "spring-concert" block on a Letta agent and asks from the
block. The tenor line for the Sat 10 May concert was six (Geoff, Alan, Dipesh, Rob, Marcus, Ian). Geoff's hip
operation date came through for 2 May, so he'll be in the audience on a cushion this time and back in the autumn;
Dipesh's brother Raj came to try out and starts properly after the concert.

No fault planted. Question (Tue 6/5): "How many tenors have we got singing on the 10th?" The model answers five,
right per memory. The label says 6, the list from March. Expected verdict: AnnotationError (the label is wrong); no
memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b27_ctl_letta_choir_tenors_count_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-fenland-voices"
LINES = [
    "Spring concert Sat 10/5 St Wendreda's, March. 7.30pm, doors 7. Rutter Magnificat + Faure Cantique + folk set",
    "Parts as of 4 Mar: sops 11, altos 12 (4 new!), tenors 6 (Geoff, Alan, Dipesh, Rob, Marcus, Ian), basses 5",
    "Sam (accomp) has his own organ edition of the Rutter, the rest are hired from Sheffield, back by 31/5",
    "Geoff's on the NHS list for his hip, could be any time, he's been told spring-ish",
    "Tickets £12 / under 16s £5, Margaret's doing the door, float from the bank Fri",
    "Dipesh brought his brother Raj along Tues - lovely voice!! He'll start properly after the concert, too late to "
    "learn it all now",
    "Geoff rang: op's 2 May at Addenbrooke's. He'll be in the audience this time with a cushion, back for autumn "
    "term, Doreen's driving him",
    "Ian's solo in the folk set ok, did it from memory Tues, goosebumps",
    "Dress: black + a splash of blue (scarf/tie), Rob's asking if a blue shirt counts - yes",
    "Final rehearsal Thurs 8/5 in the church 7-9, full run incl the folk set, bring water",
]

server = fake_letta()
server.add_agent(AGENT, **{"spring-concert": "Spring concert notes:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("spring-concert", agent_id=AGENT)
    client.agents.blocks.update("spring-concert", agent_id=AGENT, value=block.value + "\n- " + line)

question = "How many tenors have we got singing on the 10th?"
notes = client.agents.blocks.retrieve("spring-concert", agent_id=AGENT).value
assert "tenors 6 (Geoff, Alan, Dipesh, Rob, Marcus, Ian)" in notes and "in the audience this time" in notes, notes
reply = answer(f"(Tue 6/5) {question}", notes,
               mock="Five - Alan, Dipesh, Rob, Marcus and Ian. Geoff's just had his hip done so he's watching this "
                    "time, and Raj doesn't start till after the concert.")
finish(question, expected="6", actual=reply)
