"""Batch 229 (held out). A sailing club's laying-up supper: LangChain InMemoryChatMessageHistory + trim_messages (last 7
messages), one root span per turn.

App: Hollingworth Lake Sailing Club hold their laying-up supper on Sat 6th November 2049, 7 for 7.30 in the clubhouse
- hotpot and red cabbage from the Bull's Head, the commodore's speech and the season's trophies, a raffle. Carol (the
social secretary, who's running it) chats with the club's helper while she sorts it; each turn the chat is trimmed to
its last 7 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the night - hotpot from the Bull's Head, puds
included, bring your own drink (no bar that night). Turn 2 is the speeches and trophies. In turn 3, about the raffle,
Carol asks everyone to bring a raffle prize if they can, and adds in passing that the Bull's Head can't do puds after
all (their pastry chef's left), so everyone's to bring a pud to share. Turn 4 is last year's email for the helper to
tidy (it still says "bring a bottle", "hotpot + puds done for u"), turn 5 the dietaries, turn 6 the ticket count. By
turn 7 the trim drops turns 1 to 3; turns 4 to 6 stay. Question (turn 7, Tue 2/11): "what do people need to bring
sat? doing the reminder email tonight" -> expected their own drink, a pudding to share and a raffle prize if they
can. The assistant says just a bottle - the hotpot and puds are done.

Expected verdict: UpdateError at langchain.trim_messages (turn 7's trim, wrapped in fault()): the turn that changed
the list was in the history and in every window from turn 3 to turn 6, and this trim cut it from the window the
model saw. Asserted: turn 3 is in every window from turn 3 to turn 6 and missing from turn 7's (nothing on the pud
to share, the raffle prize or the pastry chef); last year's email, the dietaries and the tickets are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b229_langchain_laying_up_supper_bring_list_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "what do people need to bring sat? doing the reminder email tonight"
TURNS = [
    ("LAYING-UP SUPPER ⛵ sat 6th nov, 7 for 7.30 in the clubhouse. hotpot + red cabbage off the Bull's Head, £15 a "
     "head, puds incl. bring ur own drink, no bar that night (licence 🙄). can u help me keep on top of it",
     "Of course - laying-up supper Sat 6 November, 7 for 7.30 in the clubhouse; hotpot and red cabbage from the "
     "Bull's Head at £15 a head including pudding; bring your own drink as there's no bar that night."),
    ("speeches - Commodore 10 mins max (we'll see 😂) then the trophies, the Laying-Up Cup, the Capsize Cup + the "
     "wooden spoon. Pete's doing the slides of the season",
     "Speeches: the Commodore (10 minutes), then the Laying-Up Cup, the Capsize Cup and the wooden spoon; Pete's "
     "doing a slideshow of the season."),
    ("raffle - £1 a strip, Sheila's selling. could every1 bring a raffle prize if poss, nothing alive this time (the "
     "goldfish 2 yrs ago 🐟). oh + Bull's Head can't do puds after all, their pastry chef's left, so every1 bring a "
     "pud to share pls 🍮",
     "Raffle: £1 a strip, Sheila selling; everyone to bring a raffle prize if they can. Noted - no puds from the "
     "Bull's Head now, so everyone's bringing a pudding to share."),
    ("can u tidy last yr's email - 'laying up supper sat!! 7 for 7.30. bring a bottle 🍷 hotpot + puds done for u, "
     "just bring urselves + ur thirst. raffle on the night'",
     "'Laying-up supper this Saturday, 7 for 7.30. Bring a bottle - the hotpot and puddings are done for you, so just "
     "bring yourselves. Raffle on the night!'"),
    ("dietaries - 3 veggie + 1 gluten free (Anne), Bull's Head doing a veggie hotpot, GF one for Anne",
     "Dietaries: three vegetarian and one gluten-free (Anne); the Bull's Head will do a veggie hotpot and a GF one."),
    ("tickets - 52 sold, clubhouse seats 60 if we nick the benches out the changing room",
     "52 tickets sold; the clubhouse can seat 60 with the changing-room benches."),
    (QUESTION,
     "Just a bottle - the hotpot and the puds are done for everyone, so they only need to bring their own drink."),
]
WINDOW = 7
GONE = ("pud to share", "pudding to share", "raffle prize", "pastry chef")


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
            assert any("hotpot + puds done for u" in str(m.content) for m in window), window
            assert any("3 veggie + 1 gluten free" in str(m.content) for m in window), window
            assert any("52 sold, clubhouse seats 60" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("so every1 bring a pud to share" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Carol's chat - she's the social secretary of Hollingworth Lake SC and "
                                            "is running the laying-up supper; today Tue 2 November 2049, the supper "
                                            "is Sat 6 November)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="their own drink, a pudding to share (the Bull's Head can't do puds now) and a raffle prize "
                          "if they can", actual=reply)
