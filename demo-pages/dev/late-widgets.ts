/** Scenario page helper: insert and remove a widget node after the page has loaded. */
const slot = document.getElementById('late-slot')!;

document.getElementById('add-widget')!.addEventListener('click', () => {
  const node = document.createElement('div');
  node.dataset.widget = 'cart-link';
  node.dataset.props = '{}';
  slot.append(node);
});

document.getElementById('remove-widget')!.addEventListener('click', () => {
  slot.lastElementChild?.remove();
});
