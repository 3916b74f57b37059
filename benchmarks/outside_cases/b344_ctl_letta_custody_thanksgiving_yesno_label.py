"""Batch 344 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: Amy and Rich Delgado are a blended family - Amy's daughter Sophie (11), whose dad Greg lives across town, and
Rich's son Noah (13), whose mom Kristen lives in Denver. Amy and Rich paste the bits of their email threads that
change the holiday schedule into a "holidays 2027" block on the family's Letta agent; the helper answers from it.

Memory: Rich, Monday the thirtieth of August (copying in the agreement) - he and Kristen alternate Thanksgiving,
odd years Noah's with her in Denver, even years with them, so this year he's with Kristen, flight booked for the
Wednesday; Amy, Sunday the twelfth of September - Sophie's with them for Thanksgiving, Greg has her the Friday to
Sunday, Amy's mom is hosting; Rich, Thursday the twenty-first of October - Kristen rang last night, she's having her
knee surgery the week before Thanksgiving after all and won't be up to it, so she's asked if they'd have Noah this
year and she'll have him the whole of spring break instead - he said of course, and cancelled the Denver flight
(the $189 credit's on his United account); Amy, Saturday the sixth of November - her mom needs two extra chairs.
Question (Amy, Monday the fifteenth of November): "is Noah with us for Thanksgiving this year? Mom's asking how many
for dinner" The assistant says yes - Kristen asked them to have him because of her knee surgery, she gets spring
break instead. The label says no, odd years he's with Kristen in Denver - the agreement's default, changed in
October.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b344_ctl_letta_custody_thanksgiving_yesno_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-delgado-family"
LABEL = "holidays 2027"
LINES = [
    "From Rich, Mon 30 Aug 2027: Hi Amy, copying in the bit of the agreement so it's all in one place. Kristen and I "
    "alternate Thanksgiving - odd years Noah's with her in Denver, even years he's with us. So this year he's with "
    "Kristen; I've booked his flight for the Wednesday before, the 2.15 out of O'Hare. Love you, R",
    "From Amy, Sun 12 Sep 2027: Sophie's with us for Thanksgiving Day, and Greg has her the Friday to Sunday (he's "
    "taking her to his sister's in Milwaukee). Mom's hosting again, she's already talking about the stuffing. A x",
    "From Rich, Thu 21 Oct 2027: Honey - Kristen rang last night. She's having her knee surgery the week before "
    "Thanksgiving after all and won't be up to hosting, so she's asked if we'd have Noah this year, and she'll have "
    "him the whole of spring break instead. I said of course. I've cancelled the Denver flight (the $189 credit's on "
    "my United account). Noah is weirdly thrilled about your mom's pie. R",
    "From Amy, Sat 6 Nov 2027: Mom says she'll need two extra chairs from us, and could Rich bring the big roasting "
    "pan. She's doing a 20lb bird, God help us all. Love, A",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Delgado family - holiday schedule 2027 (from the email threads):"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "is Noah with us for Thanksgiving this year? Mom's asking how many for dinner"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "odd years Noah's with her in Denver" in notes, notes
assert "she's asked if we'd have Noah this year" in notes, notes
reply = answer(f"(Mon 15 Nov 2027; Amy) {question}", notes,
               mock="Yes - Kristen asked you to have him this year because of her knee surgery (she gets spring break "
                    "instead), and Rich cancelled the Denver flight. Sophie's with you on the day too.")
finish(question, expected="no - odd years he's with Kristen in Denver", actual=reply)
