"""Batch 108 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (the offline
stand-in server), script style.

App: PO Ferris, boats officer at TS Resolute sea cadets, keeps the unit's boating notes in a Letta agent's core
memory block ("boating"), appending a line at a time; the agent answers staff.

Memory: Kai Brennan joined in September, 13; the unit rule - no cadet in a dinghy without the swim test (50m in
kit, 5 mins treading water); the swim tests at Cascades leisure centre on 3rd Feb, Kai, Ellie M and Josh T all got
through, certificates in the blue folder; Saturday's drill is Toppers and the Quest; plus other notes. Question
(Thu 6/2, Lt Okoro, doing the boat list): "can kai go out in the boats on saturday?" The assistant says yes. The
label says no, not until he's done his swim test.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b108_ctl_letta_cadets_swim_test_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-ts-resolute-boats"
LINES = [
    "Kai Brennan - joined sept, 13, keen, mum drives him. junior section til his bday in april",
    "RULE: no cadet in a dinghy w/out the swim test - 50m in kit + 5 mins treading water. no exceptions, it's "
    "an HQ thing",
    "swim tests @ Cascades leisure centre 3rd Feb: Kai, Ellie M + Josh T all got through, certs in the blue folder",
    "sat 8/2 drill = 3 Toppers + the Quest, 2 cadets per Topper, 3 in the Quest w an instructor",
    "Topper 2 mast step cracked, ok for drill not racing",
]

server = fake_letta()
server.add_agent(AGENT, **{"boating": "TS Resolute boating notes (PO Ferris):"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("boating", agent_id=AGENT)
    client.agents.blocks.update("boating", agent_id=AGENT, value=block.value + "\n- " + line)

question = "can kai go out in the boats on saturday?"
notes = client.agents.blocks.retrieve("boating", agent_id=AGENT).value
assert "no cadet in a dinghy w/out the swim test" in notes and "Kai, Ellie M + Josh T all got through" in notes
reply = answer(f"(Thu 6/2/38, Lt Okoro doing the boat list) {question}", notes,
               mock="Yes - he got through his swim test at Cascades on the 3rd, certificate's in the blue folder, so "
                    "put him in one of the Toppers.")
finish(question, expected="No - not till he's done his swim test", actual=reply)
