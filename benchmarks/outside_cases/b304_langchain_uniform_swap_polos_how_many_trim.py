"""Batch 304 (held out). A school uniform swap shop: LangChain InMemoryChatMessageHistory + trim_messages (last 11
messages), one root span per turn.

App: Calder High's PTA run a uniform swap shop on Sat 6th Sept 2042 in the old library - blazers, jumpers, polos,
ties and PE kit donated by families, everything free, donations in the tin. Nadia (who runs it) chats with the
PTA's helper while she sorts it; each turn the chat is trimmed to its last 11 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the swap shop - Sat 6th Sept, 10-12, the old
library, one of each item per child. Turn 2 is the room and the tables. In turn 3, sorting day, Nadia says they've
got four crates of polos, so the Year 7s (the new starters) can take 3 polos and 2 jumpers, everyone else one of
each still, Mrs Begum's fine with it. Turns 4 to 8 are the blazers, the printers' proof of the poster (still "ONE of
each item per child", she'll get it changed), the volunteers, lost property and PE kit. By turn 9 the trim drops
turns 1 to 3; turns 4 to 8 stay. Question (turn 9, Thu 4/9, Nadia for a mum): "how many polos can Maisie take?
she's starting yr 7 this wk - her mum's asking" -> expected 3 (Year 7s can take 3 polos and 2 jumpers). The
assistant says one.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that let the
Year 7s take 3 polos was in the history and in every window from turn 3 to turn 8, and this trim cut it from the
window the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing
on 3 polos, the crates or Mrs Begum); the poster proof, the volunteers and the PE kit are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b304_langchain_uniform_swap_polos_how_many_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "how many polos can Maisie take? she's starting yr 7 this wk - her mum's asking"
TURNS = [
    ("UNIFORM SWAP 👕 sat 6th sept 10-12 in the old library. all free, donations in the tin for the PTA. rule is "
     "one of each item per child or the first lot clear the rails. can u help me keep track",
     "Happy to - the uniform swap is Sat 6 Sept, 10 till 12 in the old library, everything free with donations in "
     "the tin, and one of each item per child."),
    ("Mr Lowe's ok'd the old library, key from the office fri, tables from the canteen (6)",
     "Old library confirmed - key from the office on Friday and six tables from the canteen."),
    ("sorting day 😅 we have got SO many polos, like 4 crates of them. so for the yr 7s (new starters) they can take "
     "3 polos + 2 jumpers, everyone else one of each still. Mrs Begum said that's fine",
     "Noted - Year 7 new starters can take 3 polos and 2 jumpers; everyone else stays at one of each item. Mrs "
     "Begum's agreed."),
    ("blazers - 41 on the rail, sizes on the tags, sleeves checked, 3 with the old badge (put them at the back)",
     "41 blazers on the rail with sizes tagged; the three with the old badge go at the back."),
    ("poster's back from Adam's print shop 🙄 'CALDER HIGH UNIFORM SWAP ... Sat 6th Sept, 10-12, old library ... "
     "ONE of each item per child, all FREE, donations to the PTA' - i'll get him to change it, can u check the rest",
     "The date, time and place on the poster are right; the rest reads fine apart from the bit you mentioned."),
    ("volunteers - me, Shaz, Tom's mum, + 2 sixth formers doing it for their DofE",
     "Volunteers: you, Shaz, Tom's mum and two sixth formers doing it for their DofE."),
    ("lost property's coming too - anything unnamed from last yr that nobody claimed before half term",
     "Unclaimed, unnamed lost property from last year will go on the tables too."),
    ("PE kit - shorts + skorts in a separate crate, socks NOT accepted (obvs 🙃), football boots in a box by the door",
     "PE shorts and skorts in their own crate, no socks, and football boots in a box by the door."),
    (QUESTION,
     "Just the one - it's one of each item per child, so Maisie can take one polo."),
]
WINDOW = 11
GONE = ("3 polos", "4 crates", "mrs begum", "new starters")


def trim(messages):
    return trim_messages(messages, strategy="last", max_tokens=WINDOW, token_counter=len, start_on="human")


history = InMemoryChatMessageHistory()
reply = ""
for i, (user, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        history.add_messages([HumanMessage(user)])
        messages = history.messages
        if i == len(TURNS):
            with fault():
                window = trim(messages)
            assert not any(w in str(m.content).lower() for m in window[:-1] for w in GONE), window
            assert any("ONE of each item per child, all FREE" in str(m.content) for m in window), window
            assert any("2 sixth formers doing it for their DofE" in str(m.content) for m in window), window
            assert any("socks NOT accepted" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("they can take 3 polos + 2 jumpers" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Nadia's chat - she runs Calder High PTA's uniform swap shop; today Thu "
                                            "4 Sept 2042, the swap shop is Sat 6 Sept)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="3 - the Year 7 new starters can take 3 polos (and 2 jumpers)", actual=reply)
