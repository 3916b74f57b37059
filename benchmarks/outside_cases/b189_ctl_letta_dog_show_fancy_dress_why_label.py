"""Batch 189 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
one root span per line added and one for the question.

App: Kynnersley's bank holiday fete is Mon 29th August 2044 on the green, with a dog show in the ring by the
church wall - waggiest tail, best rescue, veterans, junior handler and best in show, judged by Phil from the
Whitchurch canine club. Mary, who runs the dog show, keeps a "dog show" block on the fete's Letta agent and appends
a line as things are sorted; the helpers ask it.

Memory (the block): 2044-07-12T19:30 - the dog show at the bank holiday fete Mon 29th Aug, classes fancy dress,
waggiest tail, best rescue, veterans, junior handler, best in show; 10/8 - fancy dress had only 3 entries last year
and one was a pug in a tutu crying its eyes out; Mon 22nd Aug, Mary - the insurance bloke says no costumes with
anything over the head or round the neck after that poodle at Prees got caught up on the fence, and that's most of
them, so they'll leave it out this year and do a best dressed owner instead; 25.8. - rosettes and the cup from the
Pony Club. Question (Fri 26/8, Jan, on the tannoy): "why've we not got a fancy dress class this yr? folk'll ask when
I do the tannoy" The assistant says it's the insurance - no costumes over the head or round the neck since the poodle
at Prees got caught up - so there's a best dressed owner instead. The label says because only 3 entered last year.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b189_ctl_letta_dog_show_fancy_dress_why_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client, turn_span  # noqa: E402

AGENT = "agent-kynnersley-fete"
LABEL = "dog show"
LINES = [
    "2044-07-12T19:30 dog show at the bank hol fete mon 29th aug 🐕 ring by the church wall. classes: fancy dress, "
    "waggiest tail, best rescue, veterans (8+), junior handler, best in show. Phil from Whitchurch judging",
    "10/8 fancy dress - only 3 entries last yr + one was a pug in a tutu crying its eyes out lol",
    "Mon 22nd Aug Mary - the insurance bloke says no costumes w anything over the head or round the neck after that "
    "poodle at Prees got caught up on the fence 😬 + that's most of them tbh, so we'll leave it out this yr + do a "
    "best dressed owner instead 😂",
    "25.8. rosettes + the cup from the Pony Club, water bowls + a poo bin by the ring",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Kynnersley fete - dog show 2044 (Mary):"})
client = letta_client(server)
for i, line in enumerate(LINES, 1):
    with turn_span(f"line-{i}"):
        block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
        client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "why've we not got a fancy dress class this yr? folk'll ask when I do the tannoy"
with turn_span("question Fri 26/8"):
    notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
    assert "only 3 entries last yr" in notes, notes
    assert "no costumes w anything over the head or round the neck" in notes, notes
    reply = answer(f"(Fri 26/8/44; Jan, on the tannoy) {question}", notes,
                   mock="It's the insurance - no costumes with anything over the head or round the neck since that "
                        "poodle at Prees got caught up on a fence, so there's a best dressed owner class instead.")
finish(question, expected="because only 3 entered last year", actual=reply)
