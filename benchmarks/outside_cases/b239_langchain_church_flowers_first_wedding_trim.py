"""Batch 239 (held out). A church flower rota: LangChain InMemoryChatMessageHistory + trim_messages (last 11
messages), one root span per turn.

App: the flower guild at St John's, Warley do the church flowers week by week and the pedestals and pew ends for
weddings (the couple pay £60 towards them). Jean (the rota secretary) chats with the guild's helper while she sorts
the summer of 2051; each turn the chat is trimmed to its last 11 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the rota for June and July. Turn 2 is the summer's
weddings - the Hartley/Booth wedding Sat 8th July, the Pickles wedding Sat 22nd July, Rachel Ackroyd and her chap
Sat 5th Aug. Turn 3 is the oasis. In turn 4 Jean says Rachel Ackroyd has rung - they've brought theirs forward to
Sat 24th June (between us, there's a baby on the way), so that's the first one now, white and blue, cornflowers if
they can. Turns 5 to 9 are Doreen's hip, the Hartleys' flowers for the 8th July (white roses, gyp, eucalyptus), the
Mothers' Union centenary, the churchyard hose and the vicar on the altar. By turn 10 the trim drops turns 1 to 4;
turns 5 to 9 stay. Question (turn 10, Mon 12/6): "which wedding's first? need to get the order in to the wholesaler
for it" -> expected Rachel Ackroyd's, Sat 24th June (brought forward). The assistant says the Hartley/Booth wedding
on the 8th July.

Expected verdict: UpdateError at langchain.trim_messages (turn 10's trim, wrapped in fault()): the turn that moved
the Ackroyd wedding to the 24th June was in the history and in every window from turn 4 to turn 9, and this trim cut
it from the window the model saw. Asserted: turn 4 is in every window from turn 4 to turn 9 and missing from turn
10's (nothing on Ackroyd, the 24th or cornflowers); the Hartleys' 8th July flowers, the Mothers' Union and the vicar
are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b239_langchain_church_flowers_first_wedding_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "which wedding's first? need to get the order in to the wholesaler for it"
TURNS = [
    ("rota for june + july 💐 4th Margaret, 11th Pam, 18th Doreen, 25th me, 2nd July Mary, 9th Margaret, 16th MU "
     "(centenary), 23rd Pam, 30th Doreen. can u keep track for me, my memory's a sieve",
     "Of course - June: 4th Margaret, 11th Pam, 18th Doreen, 25th you; July: 2nd Mary, 9th Margaret, 16th the "
     "Mothers' Union, 23rd Pam, 30th Doreen."),
    ("weddings this summer we're doing pedestals + pew ends for - Hartley/Booth sat 8th july, the Pickles wedding "
     "22nd july, Rachel Ackroyd + her chap 5th aug. £60 each towards from the couples",
     "Weddings: Hartley/Booth Sat 8 July, Pickles Sat 22 July, Rachel Ackroyd Sat 5 Aug - pedestals and pew ends, £60 "
     "from each couple."),
    ("oasis is running low, I'll get a box from the wholesaler in Halifax when I do the lilies",
     "Noted - a box of oasis from the Halifax wholesaler on your next order."),
    ("Rachel Ackroyd's rung - they've brought theirs forward to sat 24th june!! (between u + me there's a baby on the "
     "way 🤫) so that's the first one now. she wants white + blue, cornflowers if we can get them",
     "Got it - the Ackroyd wedding is now Sat 24 June, the first of the summer; white and blue, cornflowers if "
     "possible."),
    ("Doreen's hip's playing up, she's off the rota till Aug, Pam says she'll do the 18th as well",
     "Doreen's off the rota until August; Pam is doing the 18th June as well as her own week."),
    ("the Hartleys came round last nite - white roses, gyp + eucalyptus for the 8th july, pew ends every other pew, "
     "and can we leave the pedestals for the sunday",
     "Hartley/Booth, 8 July: white roses, gypsophila and eucalyptus, pew ends on every other pew, pedestals left in "
     "for the Sunday."),
    ("MU want a display by the font for their centenary sunday (16th july), they'll do it themselves, just need the "
     "big urn",
     "The Mothers' Union will do their own display by the font for 16 July - they need the big urn."),
    ("new hose for the churchyard tap, the old one's perished. £14.99 from Wilko, I'll claim it back",
     "A new hose for the churchyard tap, £14.99 from Wilko, to claim back."),
    ("vicar says no flowers on the altar itself, only the pedestals either side, he's had a moan from the "
     "archdeacon 🙄",
     "No flowers on the altar itself from now on - pedestals either side only."),
    (QUESTION,
     "The Hartley/Booth wedding on Sat 8th July is first - white roses, gyp and eucalyptus, pew ends on every other "
     "pew."),
]
WINDOW = 11
GONE = ("ackroyd", "24th june", "cornflowers")


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
            assert any("white roses, gyp + eucalyptus for the 8th july" in str(m.content) for m in window), window
            assert any("MU want a display by the font" in str(m.content) for m in window), window
            assert any("vicar says no flowers on the altar" in str(m.content) for m in window), window
        elif i >= 4:
            window = trim(messages)
            assert any("brought theirs forward to sat 24th june" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Jean's chat - she's rota secretary of the flower guild at St John's, "
                                            "Warley; today Mon 12 June 2051)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="Rachel Ackroyd's on Sat 24th June - they brought it forward from August", actual=reply)
