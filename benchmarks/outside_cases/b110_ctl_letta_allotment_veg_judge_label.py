"""Batch 110 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (the offline
stand-in server), script style.

App: Pam, show secretary of the Fernlea Allotment Association, keeps the show's standing notes in a Letta agent's
core memory block ("show"), appending a line at a time; the agent answers the committee.

Memory: show Sat 22 Aug in the marquee on the top field; judges - veg Colin Ashby (NVS, judged here in 2035),
flowers and floral art Jean Pryce, cookery the WI; then Colin's wife rang on 12/8: his hip op has come forward to the
18th and he's in no state to be on his feet all morning, so he's asked Dilys Ward from Broadmeadow allotments, NVS
as well, and she knows the schedule; the trophies; prize money. Question (Thu 20/8, Steph, doing the judges'
envelopes): "who's judging the veg on saturday?" The assistant says Dilys Ward from Broadmeadow. The label says
Colin Ashby, the NVS judge.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b110_ctl_letta_allotment_veg_judge_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-fernlea-show"
LINES = [
    "SHOW sat 22 aug, marquee on the top field. staging 7-9.30am, judging 10-12, public in from 2, prizes 4pm",
    "judges - veg: Colin Ashby (NVS, did us in 2035, v fair). flowers + floral art: Jean Pryce. cookery: the WI",
    "Colin's wife rang 12/8 - his hip op's come forward to the 18th, he's in no state to be on his feet all morning. "
    "he's asked Dilys Ward from Broadmeadow allotments, she's NVS too + knows our schedule",
    "trophies: Ashby Cup (best veg exhibit), Coronation Rose Bowl (flowers), Lomax Shield (most points overall)",
    "prize money 50p / 30p / 20p, Maureen has the float in the green tin",
]

server = fake_letta()
server.add_agent(AGENT, **{"show": "Fernlea allotment show notes (Pam):"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("show", agent_id=AGENT)
    client.agents.blocks.update("show", agent_id=AGENT, value=block.value + "\n- " + line)

question = "who's judging the veg on saturday?"
notes = client.agents.blocks.retrieve("show", agent_id=AGENT).value
assert "veg: Colin Ashby" in notes and "he's asked Dilys Ward from Broadmeadow" in notes
reply = answer(f"(Thu 20/8/37, Steph doing the judges' envelopes) {question}", notes,
               mock="Dilys Ward from Broadmeadow allotments - she's NVS and knows the schedule. Judging's 10 till 12.")
finish(question, expected="Colin Ashby, the NVS judge", actual=reply)
